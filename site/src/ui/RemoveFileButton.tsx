/** The × that takes a chosen file back out of a picker (public forms and the admin's dialogs alike). */
export function RemoveFileButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className="inline-flex size-11 shrink-0 items-center justify-center text-muted transition-colors hover:bg-linen hover:text-danger"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-none stroke-current stroke-[1.5]">
        <path d="M4 4l8 8M12 4l-8 8" />
      </svg>
    </button>
  );
}
