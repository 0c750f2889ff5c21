/** Today in China (Asia/Shanghai), `YYYY-MM-DD`: the day permits are counted on, whatever the reader's time zone. */
export const chinaToday = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
