// Numbered steps for `npm start`'s output: "Paso 2 de 4: …", how long each took, and a line every 20 s while
// a long step runs, so a newcomer never stares at a silent terminal.
const HEARTBEAT_MS = 20000;

/** "45 s", "2 min 05 s". */
export function duration(ms) {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** A stopwatch: call the returned function for the milliseconds since it was made. */
export function startTimer() {
  const started = Date.now();
  return () => Date.now() - started;
}

/** Runs `work`, announcing it as step `number` of `count`, and says when it ended and how long it took. */
export async function step(number, count, label, work) {
  const elapsed = startTimer();
  console.log(`\n› Paso ${number} de ${count}: ${label}...`);
  const heartbeat = setInterval(
    () => console.log(`  … paso ${number} de ${count} en curso (${duration(elapsed())})`),
    HEARTBEAT_MS,
  );
  heartbeat.unref();
  try {
    const result = await work();
    console.log(`✓ Paso ${number} de ${count} listo en ${duration(elapsed())}: ${label}`);
    return result;
  } catch (error) {
    console.error(`✗ Paso ${number} de ${count} falló tras ${duration(elapsed())}: ${label}`);
    throw error;
  } finally {
    clearInterval(heartbeat);
  }
}
