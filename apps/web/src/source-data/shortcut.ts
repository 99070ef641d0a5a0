// The Source Data panel's keyboard toggle (spec doc 1 §2.5): Ctrl+Shift+R or Alt+Shift+R.

export function isSourceDataShortcut(
  event: Pick<KeyboardEvent, 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey' | 'code'>,
): boolean {
  return event.shiftKey && (event.ctrlKey || event.altKey) && !event.metaKey && event.code === 'KeyR';
}
