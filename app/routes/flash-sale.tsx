/**
 * `/flashSale` — the flash sale running now (spec §2): its books at the flash price (the cart charges
 * it while the sale runs and enough units remain — the upstream's rule, docs/openapi.yaml), the end
 * time rendered by the server (and a ticking countdown with JavaScript), remaining quantities, and
 * add-to-cart forms. No sale → a page that says so.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Countdown } from "~/components/countdown";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ProductCard, ProductGrid } from "~/features/catalog/product-card";
import { getFlashSale } from "~/upstream/content.server";
import { PUBLIC_PAGE } from "~/utils/cache-policy";
import { pageHeaders } from "~/utils/headers";
import * as s from "./flash-sale.css";

export const headers = pageHeaders;
/** The same for every anonymous visitor: shared caches may store it (ADR 0007). */
export const handle = PUBLIC_PAGE;
export const meta: MetaFunction = () => [
  { title: "Flash sale – Sách giảm giá trong ngày | Nhà sách Đại học" },
  { name: "description", content: "Giá sốc trong thời gian có hạn cho giáo trình, sách tham khảo và ebook." },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const client = context.upstream;
  const sale = await getFlashSale(client);
  return data({ sale }, { headers: { "Server-Timing": client.serverTiming() } });
}

export default function FlashSale() {
  const { sale } = useLoaderData<typeof loader>();
  if (!sale) {
    return (
      <section>
        <h1>Flash sale</h1>
        <p>
          Hiện chưa có chương trình flash sale. <Link to="/san-pham">Xem sách đang giảm giá</Link>
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="flash-title">
      <h1 id="flash-title">{sale.title}</h1>
      <Countdown endsAt={sale.endsAt} />
      <ProductGrid>
        {sale.items.map((item, i) => (
          <li key={item.product.id} className={s.item}>
            <p className={s.remaining}>
              Còn {Math.max(0, item.quantity - item.sold)}/{item.quantity} suất
            </p>
            <ProductCard
              product={item.quantity > item.sold ? { ...item.product, salePrice: item.flashPrice } : item.product}
              redirectTo="/flashSale"
              priority={i < 5}
              headingLevel={2}
            />
          </li>
        ))}
      </ProductGrid>
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
