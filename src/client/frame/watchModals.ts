// Tells when the console's first dialog opens and its last one closes. semantic-ui-react puts
// `dimmed` on <body> while any Modal is open (reference-counted across nested modals), so
// watching that class covers every dialog of every feature without each one reporting itself.
export function watchModals(body: HTMLElement, onChange: (open: boolean) => void): () => void {
  let open = body.classList.contains('dimmed');
  if (open) onChange(true);
  const observer = new MutationObserver(() => {
    const now = body.classList.contains('dimmed');
    if (now === open) return;
    open = now;
    onChange(now);
  });
  observer.observe(body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
