import * as v from 'valibot';
import { pagedSchema } from './paged';
import { id, optionalNum, optionalText } from './tolerant';
import type { Id } from '../id';

export type Banner = {
  id: Id;
  title: string | null;
  descriptions: string | null;
  link: string | null;
  /**
   * The raw `data` field: a media id, path or URL (see shopPicture in
   * src/lib/images/image-variants.ts).
   */
  image: string | null;
  order: number | null;
  startDate: string | null;
  endDate: string | null;
};

export const bannerSchema = v.pipe(
  v.looseObject({
    id,
    title: optionalText,
    descriptions: optionalText,
    link: optionalText,
    data: optionalText,
    order: optionalNum,
    startDate: optionalText,
    endDate: optionalText,
  }),
  v.transform((raw): Banner => ({
    id: raw.id,
    title: raw.title,
    descriptions: raw.descriptions,
    link: raw.link,
    image: raw.data,
    order: raw.order,
    startDate: raw.startDate,
    endDate: raw.endDate,
  })),
);

export const bannerPageSchema = pagedSchema(bannerSchema);
