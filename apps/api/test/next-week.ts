// A moment when a weekly digest subscribed now is due: eight days on at noon UTC, in a later week than today and
// past that week's default slot (Monday 08:00 UTC) whatever today is. Eight days on at the current time landed,
// from Sunday 00:00 to 08:00 UTC, on a Monday before its slot, and nothing was due.
export function nextWeek(): Date {
  const d = new Date(Date.now() + 8 * 86_400_000);
  d.setUTCHours(12, 0, 0, 0);
  return d;
}
