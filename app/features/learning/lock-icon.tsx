/** A padlock in the text colour, 12 px (decorative: the text beside it says "Cần mua khóa học"). */
export function LockIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 1a3.5 3.5 0 0 0-3.5 3.5V6H4a1.5 1.5 0 0 0-1.5 1.5v6A1.5 1.5 0 0 0 4 15h8a1.5 1.5 0 0 0 1.5-1.5v-6A1.5 1.5 0 0 0 12 6h-.5V4.5A3.5 3.5 0 0 0 8 1Zm-2 5V4.5a2 2 0 1 1 4 0V6H6Zm2 3a1.25 1.25 0 0 1 .75 2.25V12.5h-1.5v-1.25A1.25 1.25 0 0 1 8 9Z"
      />
    </svg>
  );
}
