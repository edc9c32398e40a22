/**
 * What the media host's pictures are drawn from (server/routes/media.ts): the domain's view of the
 * look-ups in server/data/media.ts. A picture is drawn only for a file name some row carries; an
 * unknown name gets `undefined` and the route answers the "no image" picture (spec §9 fallback).
 */
export {
  bannerByFile,
  courseByFile,
  coverSource,
  landingPageByHeroFile,
  newsPictureSource,
  partnerLogoByFile,
  selectionBlockByFile,
  siteLogoByFile,
} from "../data/media";
