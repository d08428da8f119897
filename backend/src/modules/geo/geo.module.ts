import { Module } from '@nestjs/common';
import { loadCatalogue } from '../courses/catalogue/load-catalogue.js';
import { COLORADO_PLACES, ColoradoPlaces } from './colorado-places.js';
import { GeoController } from './geo.controller.js';

/** Colorado places from TeeWatch's own course catalogue: geocoding with no outside service. */
@Module({
  controllers: [GeoController],
  providers: [
    { provide: COLORADO_PLACES, useFactory: () => new ColoradoPlaces(loadCatalogue().courses) },
  ],
  exports: [COLORADO_PLACES],
})
export class GeoModule {}
