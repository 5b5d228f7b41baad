/**
 * Gathers the calls made in one turn of the event loop and serves them with one call of `run`, so
 * a burst of the same statement (a whole class starting or opening its attempts at once) costs
 * the database one statement instead of one each. Calls with the same key share one item (the
 * first) and one result; `run` answers with what it found or wrote, by key. For statements
 * outside a transaction.
 */
export function batchPerTick<Item, Key, Value>(
  keyOf: (item: Item) => Key,
  run: (items: Item[]) => Promise<Map<Key, Value>>,
  maxBatch = 500,
): (item: Item) => Promise<Value | undefined> {
  type Waiting = {
    item: Item;
    resolve: (value: Value | undefined) => void;
    reject: (error: unknown) => void;
  };
  let waiting: Waiting[] = [];

  const flush = () => {
    const all = waiting;
    waiting = [];
    for (let start = 0; start < all.length; start += maxBatch) {
      const batch = all.slice(start, start + maxBatch);
      const distinct = new Map<Key, Item>();
      for (const { item } of batch) if (!distinct.has(keyOf(item))) distinct.set(keyOf(item), item);
      run([...distinct.values()]).then(
        (results) => batch.forEach(({ item, resolve }) => resolve(results.get(keyOf(item)))),
        (error: unknown) => batch.forEach(({ reject }) => reject(error)),
      );
    }
  };

  return (item) =>
    new Promise((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ item, resolve, reject });
    });
}
