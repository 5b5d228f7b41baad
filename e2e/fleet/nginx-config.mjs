// The nginx in front of a fleet of API processes on one machine (issue #18), shared by the fleet
// journeys (start-fleet.mjs) and the fleet benchmark (bench/lib/fleet.ts): round-robin over the
// processes with no sticky sessions, as deploy/nginx.conf does for compose.yaml.

/**
 * nginx as a non-daemon child with everything under `dir`: round-robin over the API processes
 * (no sticky sessions), keep-alive connections to them, the client's address and scheme passed
 * on (the API runs with TRUST_PROXY=1), and a request a draining process refused (503 before it
 * did anything) or a process that is gone tried once on the other. docs/deploy.md explains each
 * line. `workerConnections` is per worker and counts both sides: a client's connection and the
 * one to the API process its request is on (a 10,000-student storm needs some 20,000 in all).
 * With several workers the kernel spreads the clients over them (`reuseport`), so each worker
 * stays under a process's open-file limit.
 *
 * @param {{ listen: number; upstreams: number[]; dir: string; workerProcesses?: number; workerConnections?: number }} options
 * @returns {string}
 */
export function nginxConfig({ listen, upstreams, dir, workerProcesses = 1, workerConnections = 1024 }) {
  const temp = (name) => `${dir}/${name}`;
  return `daemon off;
worker_processes ${workerProcesses};
worker_rlimit_nofile ${workerConnections + 512};
pid ${temp('nginx.pid')};
error_log stderr warn;

events {
  worker_connections ${workerConnections};
}

http {
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  # Uploads (course images, photos) are limited by the API itself; let them reach it.
  client_max_body_size 20m;

  upstream vidya_api {
${upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${listen}${workerProcesses > 1 ? ' reuseport' : ''};

    location / {
      proxy_pass http://vidya_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_read_timeout 120s;
    }
  }
}
`;
}
