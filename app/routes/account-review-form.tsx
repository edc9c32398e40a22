/**
 * `/tai-khoan/danh-gia-san-pham/{productSaleId}` — write or edit my review of a product I bought:
 * the form of app/features/reviews/review-form.tsx. One review per product: when I
 * already reviewed it, the form edits that review (PUT), else it writes one (POST). A product I did
 * not buy (or only in an unpaid or cancelled order) → 403 page; a path that is not an id → 404.
 * On success: 303 to `/tai-khoan/danh-gia-san-pham` with a toast; the product page shows the review
 * at once (the storefront drops its cached product and first review page, ADR 0007). Errors: 400 with
 * the message under its field (or above the form), the typed values kept.
 * Upstream: GET /api/Feedback/reviewable, GET /api/Feedback (bearer), POST /api/Feedback, PUT /api/Feedback/{id}.
 */
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { AccountLayout } from "~/features/account/account-layout";
import { ReviewForm } from "~/features/reviews/review-form";
import { reviewSchema } from "~/features/reviews/review-schema";
import { productIdParam } from "~/features/reviews/reviews.server";
import * as s from "~/features/reviews/reviews.css";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { UpstreamError, type UpstreamClient } from "~/upstream/client.server";
import { createReview, findMyReview, findReviewable, updateReview } from "~/upstream/reviews.server";
import { redirectWithToast } from "~/session.server";
import { readForm } from "~/utils/http.server";
import { imageLoading, responsiveImage } from "~/utils/images";

export const meta: MetaFunction = () => [{ title: "Viết đánh giá – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

const NOT_BOUGHT = "Bạn chỉ có thể đánh giá sản phẩm có trong đơn hàng đã thanh toán của mình.";

/** The product (must be in my paid orders) and my review of it, if any. @throws 403 Response when I did not buy it. */
async function productAndReview(client: UpstreamClient, productSaleId: number) {
  const product = await findReviewable(client, productSaleId);
  if (!product) throw new Response(NOT_BOUGHT, { status: 403 });
  const review = product.reviewId === null ? null : await findMyReview(client, product.reviewId);
  return { product, review };
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  const productSaleId = productIdParam(params.productSaleId);
  return productAndReview(await upstreamFor(context), productSaleId);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  const productSaleId = productIdParam(params.productSaleId);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: reviewSchema });
  if (formData.get("intent") !== "save-review")
    return data({ result: submission.reply({ formErrors: ["Thao tác không hợp lệ."] }) }, { status: 400 });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const client = await upstreamFor(context);
  const { review } = await productAndReview(client, productSaleId);
  try {
    const saved = review
      ? await updateReview(client, review.id, submission.value)
      : await createReview(client, productSaleId, submission.value);
    return redirectWithToast("/tai-khoan/danh-gia-san-pham", {
      type: "success",
      message: saved.message ?? (review ? "Đã cập nhật đánh giá." : "Cảm ơn bạn đã đánh giá sản phẩm."),
    });
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status >= 500) throw error;
    // 409 REVIEW_EXISTS (written meanwhile in another tab): the form now edits that one after a reload.
    return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: 400 });
  }
}

export default function AccountReviewForm() {
  const { product, review } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <AccountLayout title={review ? "Sửa đánh giá" : "Viết đánh giá"}>
      <div className={s.product}>
        <img className={s.cover} {...responsiveImage(product.imageUrl, "56px")} {...imageLoading()} alt="" />
        <p className={s.productName}>
          <Link to={`/san-pham/${product.productSaleId}`}>{product.name}</Link>
        </p>
      </div>
      {review ? <p className={s.meta}>Bạn đã đánh giá sản phẩm này; gửi lại để sửa đánh giá.</p> : null}
      <ReviewForm
        lastResult={actionData?.result as SubmissionResult<string[]> | undefined}
        defaults={review ? { rating: review.rating, title: review.title, content: review.content } : {}}
        busy={navigation.state === "submitting"}
      />
      <p>
        <Link to="/tai-khoan/danh-gia-san-pham">Quay lại đánh giá của tôi</Link>
      </p>
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
