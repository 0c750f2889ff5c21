/**
 * The gate steps of gate-rule.ts in Lua, so each runs atomically in Redis whichever replica calls it.
 * KEYS[1] is the gate's hash (failures, notBefore, endsAt), KEYS[2] its set of members. Times are the app's
 * clock, passed in (ARGV[1]): every replica and the in-process store then agree on what "now" is, and tests can
 * move it. The keys expire by Redis' own clock only to be cleaned up, never to decide a turn.
 */
const LOAD_GATE = `
local now = tonumber(ARGV[1])
local free, base, cap, window, sliding = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]), ARGV[6] == '1'
local saved = redis.call('HMGET', KEYS[1], 'failures', 'notBefore', 'endsAt')
local failures, notBefore, endsAt = tonumber(saved[1]) or 0, tonumber(saved[2]) or 0, tonumber(saved[3]) or 0
if failures > 0 and now >= endsAt and now >= notBefore then
  redis.call('DEL', KEYS[1], KEYS[2])
  failures, notBefore, endsAt = 0, 0, 0
end
local function delayAfter(n)
  if n < free then return 0 end
  return math.min(base * 2 ^ math.min(n - free, 30), cap)
end
local function save()
  redis.call('HSET', KEYS[1], 'failures', failures, 'notBefore', string.format('%d', notBefore), 'endsAt', string.format('%d', endsAt))
  local ttl = math.max(math.max(endsAt, notBefore) - now, 1)
  redis.call('PEXPIRE', KEYS[1], string.format('%d', ttl))
  if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('PEXPIRE', KEYS[2], string.format('%d', ttl)) end
end
`;

/** Returns the ms still to wait, or 0 (and, once slowed, starts the next wait). */
export const TAKE_SCRIPT = `${LOAD_GATE}
if now < notBefore then return notBefore - now end
if failures >= free then
  notBefore = now + delayAfter(failures + 1)
  save()
end
return 0
`;

/** Records a failure; ARGV[7] is the member ('' for none): one already in the set is not counted again. */
export const FAIL_SCRIPT = `${LOAD_GATE}
if ARGV[7] ~= '' and redis.call('SADD', KEYS[2], ARGV[7]) == 0 then return 0 end
failures = failures + 1
if endsAt == 0 or sliding then endsAt = now + window end
notBefore = math.max(notBefore, now + delayAfter(failures))
save()
return 0
`;
