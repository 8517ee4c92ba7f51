/**
 * Work done one piece at a time in this process, first come first served, except that a
 * piece someone is waiting for can be hurried to the front (decision 036: a playable copy
 * the customer pressed Play for goes before the copies of the other tracks on the page).
 */
export function createOneAtATime() {
  const waiting: { id: string; go: () => void }[] = [];
  let busy = false;

  function next(): void {
    const turn = waiting.shift();
    busy = turn !== undefined;
    turn?.go();
  }

  return {
    async run<T>(id: string, urgent: boolean, work: () => Promise<T>): Promise<T> {
      if (busy) {
        await new Promise<void>((go) => {
          if (urgent) waiting.unshift({ id, go });
          else waiting.push({ id, go });
        });
      } else busy = true;
      try {
        return await work();
      } finally {
        next();
      }
    },
    /** Moves a waiting piece to the front; nothing when it runs already or is unknown. */
    hurry(id: string): void {
      const at = waiting.findIndex((turn) => turn.id === id);
      if (at > 0) waiting.unshift(...waiting.splice(at, 1));
    },
  };
}
