/** nginx.conf for a fleet of API processes on this machine (nginx-config.mjs). */
export function nginxConfig(options: {
  listen: number;
  upstreams: number[];
  dir: string;
  workerProcesses?: number;
  workerConnections?: number;
}): string;
