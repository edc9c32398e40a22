/**
 * The error list of a field or a form (docs/conventions.md rule 5), re-exported by ./forms.tsx. In
 * its own module so that pages listing errors without conform's fields (the cart, the navigation
 * search) do not ship conform to the browser (ADR 0021).
 */
import * as ui from "./ui/form.css";

/** Errors of one field or of the whole form, announced to screen readers. */
export function ErrorList({ id, errors }: { id?: string; errors?: readonly string[] | null }) {
  const list = errors?.filter(Boolean) ?? [];
  if (!list.length) return null;
  return (
    // role="alert" on the list itself would hide its list semantics (axe: an <li> outside a list).
    <div id={id} role="alert">
      <ul className={ui.fieldError}>
        {list.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </div>
  );
}
