/**
 * A bar chart drawn by Chart.js (loaded with this route only). The canvas is an image for screen
 * readers, labelled to point at the table beside it, which holds the same numbers.
 */
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export function BarChart({
  labels,
  values,
  label,
  description,
}: {
  labels: string[];
  values: number[];
  label: string;
  description: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: { labels, datasets: [{ label, data: values, backgroundColor: '#196256', borderRadius: 4 }] },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: reducedMotion ? false : { duration: 300 },
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        plugins: { tooltip: { enabled: true } },
      },
    });
    return () => chart.destroy();
  }, [labels, values, label]);
  return (
    <div className="relative h-56 w-full">
      <canvas ref={canvas} role="img" aria-label={description} />
    </div>
  );
}
