/**
 * Stand-in for helper C's `NewVersionForm` (app/features/drafts/upload-form.tsx) until i15-c is
 * merged: the same names (file field `Tệp bản thảo mới`, button `Tải lên phiên bản mới`) posting
 * multipart to `/chi-tiet-ban-thao/{id}/phien-ban-moi`. Replace its import with C's component.
 */
import { Form } from "@remix-run/react";
import * as button from "~/components/ui/button.css";
import { DRAFT_FORMATS } from "~/constants";
import { draftPath } from "./drafts";

export function NewVersionForm({ draftId, maxFileMb }: { draftId: number; maxFileMb: number }) {
  return (
    <Form method="post" encType="multipart/form-data" action={`${draftPath(draftId)}/phien-ban-moi`}>
      <p>
        <label htmlFor="new-version-file">Tệp bản thảo mới</label>
        <br />
        <input id="new-version-file" type="file" name="file" accept=".pdf,.docx,.odt,.zip" required aria-describedby="new-version-hint" />
        <br />
        <small id="new-version-hint">
          {DRAFT_FORMATS.join(", ")}, tối đa {maxFileMb} MB.
        </small>
      </p>
      <button className={button.primary} type="submit" name="intent" value="new-version">
        Tải lên phiên bản mới
      </button>
    </Form>
  );
}
