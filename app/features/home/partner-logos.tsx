/**
 * The home's "Đối tác" strip (spec §3 `partnerLogos`, `GET /api/HomePage/LogoPartner`): each partner
 * university as its logo — an `<img>` whose alt text is the partner's name, so the link is named by it —
 * linking to the partner's site (a plain link that leaves the shop: no opener, no referrer). A grid of
 * two logos a row on phones, up to six on a desktop; no JavaScript.
 */
import { imageLoading, responsiveImage } from "~/utils/images";
import * as s from "./partner-logos.css";

export type PartnerLogo = {
  id: number;
  name: string;
  /** Media host path of the logo (`/media/partners/{file}`, 320×120). */
  image: string;
  /** The partner's site. */
  link: string;
};

export function PartnerLogos({ partners }: { partners: readonly PartnerLogo[] }) {
  return (
    <ul className={s.list}>
      {partners.map((p) => (
        <li key={p.id}>
          <a href={p.link} rel="noopener noreferrer" className={s.link}>
            <img className={s.logo} {...responsiveImage(p.image)} {...imageLoading(false)} alt={p.name} />
          </a>
        </li>
      ))}
    </ul>
  );
}
