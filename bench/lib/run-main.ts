// A bench's entry point: exits 0 when `main` is done (sockets and timers it leaves open must
// not hold the process), 1 with the error printed when it fails.
export function runMain(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
