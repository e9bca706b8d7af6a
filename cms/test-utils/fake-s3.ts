import http from 'node:http';

// The part of the S3 API Strapi's upload provider uses (PutObject, DeleteObject) and what a browser does
// with a picture's URL (GET), path-style, on 127.0.0.1: the test of UPLOAD_PROVIDER=aws-s3 without a
// bucket on the Internet. Requests are not authenticated; each object keeps its body and Content-Type.
export type StoredObject = { body: Buffer; contentType: string };

export type FakeS3 = {
  endpoint: string;
  objects: Map<string, StoredObject>;
  close: () => Promise<void>;
};

// The AWS SDK streams bodies of unknown length in "aws-chunked" encoding: hex size, CRLF, data, CRLF,
// …, a zero-size chunk and trailing checksum headers.
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', offset);
    const size = Number.parseInt(raw.subarray(offset, lineEnd).toString('latin1').split(';')[0], 16);
    if (!(size > 0)) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}

export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const server = http.createServer((request, response) => {
    const key = decodeURIComponent(new URL(request.url ?? '/', 'http://s3.invalid').pathname);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'PUT') {
        const raw = Buffer.concat(chunks);
        const chunked = String(request.headers['content-encoding'] ?? '').includes('aws-chunked');
        objects.set(key, {
          body: chunked ? decodeAwsChunked(raw) : raw,
          contentType: String(request.headers['content-type'] ?? 'application/octet-stream'),
        });
        response.writeHead(200, { ETag: `"${objects.size}"` }).end();
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else if (request.method === 'GET' && objects.has(key)) {
        const object = objects.get(key)!;
        response.writeHead(200, { 'Content-Type': object.contentType }).end(object.body);
      } else {
        response.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    endpoint: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    objects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
