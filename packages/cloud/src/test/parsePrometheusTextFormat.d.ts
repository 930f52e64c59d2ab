// The part of parse-prometheus-text-format the metrics tests use (the package ships no types).
declare module 'parse-prometheus-text-format' {
  interface Sample {
    value?: string;
    labels?: Record<string, string>;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  }
  interface MetricFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: Sample[];
  }
  /** Parses the Prometheus text exposition format; throws on a line it cannot read. */
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
