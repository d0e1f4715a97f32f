import cluster from 'node:cluster';

// Metrics of WORKERS > 1 server processes: a scrape reaches one worker (the primary hands
// connections out in turn), so that worker asks the primary, which gathers every worker's
// registry with prom-client's AggregatorRegistry (counters and histograms summed; a metric
// declares its own aggregator when a sum would be wrong) and sends the text back.

interface Scrape {
  metrics: 'scrape';
  id: number;
}
interface Scraped {
  metrics: 'scraped';
  id: number;
  text?: string;
  error?: string;
}

/** In the primary, when METRICS_TOKEN is set: answers each worker's scrape with every worker's metrics. */
export async function aggregateMetricsForWorkers(): Promise<void> {
  const prom = await import('prom-client');
  const aggregator = new prom.AggregatorRegistry();
  cluster.on('message', (worker, message: Partial<Scrape> | null) => {
    if (message?.metrics !== 'scrape') return;
    const answer = (body: Omit<Scraped, 'metrics' | 'id'>) => {
      if (worker.isConnected()) worker.send({ metrics: 'scraped', id: message.id!, ...body } satisfies Scraped);
    };
    aggregator.clusterMetrics().then(
      (text) => answer({ text }),
      (err: Error) => answer({ error: err.message }),
    );
  });
}

const waiting = new Map<number, { resolve: (text: string) => void; reject: (err: Error) => void }>();
let nextId = 0;
let listening = false;

/** In a worker: the metrics of every worker of this server, through the primary. */
export function scrapeAllWorkers(): Promise<string> {
  if (!listening) {
    listening = true;
    process.on('message', (message: Partial<Scraped> | null) => {
      if (message?.metrics !== 'scraped') return;
      const pending = waiting.get(message.id!);
      waiting.delete(message.id!);
      if (message.error !== undefined) pending?.reject(new Error(`metrics of the workers: ${message.error}`));
      else pending?.resolve(message.text ?? '');
    });
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    process.send!({ metrics: 'scrape', id } satisfies Scrape);
  });
}
