import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  errorCodes,
  type ReverseGeocodeQuery,
  reverseGeocodeQuerySchema,
  type ReverseGeocodeResponse,
} from '@teewatch/contracts';
import { AppError } from '../../infra/http/app-error.js';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { COLORADO_PLACES, ColoradoPlaces } from './colorado-places.js';

/** A town farther than this from the point is no answer (docs/onboarding.md, "Location"). */
export const REVERSE_GEOCODE_MILES = 40;

@ApiTags('geo')
@Controller('geo')
export class GeoController {
  constructor(@Inject(COLORADO_PLACES) private readonly places: ColoradoPlaces) {}

  @Get('reverse')
  @ApiOperation({
    summary: 'The Colorado town with a golf course nearest a point (within 40 miles).',
  })
  reverse(
    @Query(new ZodPipe(reverseGeocodeQuerySchema)) query: ReverseGeocodeQuery,
  ): ReverseGeocodeResponse {
    const town = this.places.nearestTown(query, REVERSE_GEOCODE_MILES);
    if (!town) {
      throw new AppError(
        404,
        errorCodes.notFound,
        'No Colorado town TeeWatch knows is near there.',
      );
    }
    return {
      success: true,
      data: {
        city: town.city,
        state: 'CO',
        area: town.place.area,
        distanceMiles: Math.round(town.miles * 10) / 10,
      },
    };
  }
}
