// Holds this thread for a while, as a synchronous call into the embedded database does while an
// import writes: the behaviour under test (the read's watchdog must not count it), not a wait.
export function holdThisThread(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
