/**
 * The anchor's one page: reads a cookie session (as every shop page reads its sessions) and returns 24
 * products as JSON from its loader (prices integer VND), rendered as a list of cards.
 */
import { createCookieSessionStorage } from "@remix-run/node";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import * as s from "../styles.css";

const sessions = createCookieSessionStorage({
  cookie: { name: "__anchor", secrets: ["bench-anchor-secret"], httpOnly: true, sameSite: "lax", path: "/" },
});

const PRODUCTS = Array.from({ length: 24 }, (_, i) => ({
  id: i + 1,
  name: `Giáo trình mẫu số ${i + 1}`,
  author: "Nhà xuất bản Đại học",
  price: 50_000 + i * 5_000,
}));

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await sessions.getSession(request.headers.get("Cookie"));
  return { visits: Number(session.get("visits") ?? 0), products: PRODUCTS };
}

export default function Index() {
  const { products } = useLoaderData<typeof loader>();
  return (
    <main className={s.main}>
      <h1>Sản phẩm</h1>
      <ul className={s.grid}>
        {products.map((p) => (
          <li key={p.id} className={s.card}>
            <h2>{p.name}</h2>
            <p>{p.author}</p>
            <p className={s.price}>{p.price.toLocaleString("vi-VN")} ₫</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
