import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'teewatch:isPublic';

/** Marks a route that anyone may call without an access grant or a session. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
