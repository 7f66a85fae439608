import { useEffect, useRef } from 'react';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendPlainComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only the parts the overview draws: the admin chunk carries them, no other page does.
registerParts([LineChart, BarChart, GridComponent, TooltipComponent, LegendPlainComponent, CanvasRenderer]);

export interface DaySeries {
  name: string;
  data: number[];
  color: string;
}

export interface DayChartProps {
  title: string;
  /** `YYYY-MM-DD`, oldest first. */
  days: string[];
  series: DaySeries[];
  kind: 'line' | 'bar';
  /** Bars of several series on top of each other. */
  stacked?: boolean;
  /** How a value reads in the tooltip and on the axis (bytes as MB …). */
  format?: (value: number) => string;
}

/** One chart of per-day numbers of the last 30 days, drawn by ECharts on a canvas; resizes with its box. */
export function DayChart({ title, days, series, kind, stacked, format }: DayChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const instance = init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(
      {
        animation: false,
        grid: { left: 8, right: 16, top: series.length > 1 ? 36 : 16, bottom: 8, containLabel: true },
        tooltip: format
          ? { trigger: 'axis', valueFormatter: (value: unknown) => format(Number(value)) }
          : { trigger: 'axis' },
        legend: series.length > 1 ? { top: 0, data: series.map((s) => s.name) } : { show: false },
        xAxis: { type: 'category', data: days.map((day) => day.slice(5)), axisTick: { alignWithLabel: true } },
        yAxis: format
          ? { type: 'value', axisLabel: { formatter: (value: number) => format(value) } }
          : { type: 'value', minInterval: 1 },
        series: series.map((s) => ({
          name: s.name,
          type: kind,
          data: s.data,
          color: s.color,
          stack: stacked ? 'total' : undefined,
          showSymbol: false,
        })),
      },
      true,
    );
  }, [days, series, kind, stacked, format]);

  const total = series.reduce((sum, s) => sum + s.data.reduce((a, b) => a + b, 0), 0);
  return (
    <figure className="chart" data-total={total}>
      <figcaption>{title}</figcaption>
      <div
        ref={box}
        className="canvas"
        role="img"
        aria-label={`${title}：近 30 天${series.map((s) => `${s.name}共 ${format ? format(sumOf(s.data)) : sumOf(s.data)}`).join('，')}`}
      />
    </figure>
  );
}

function sumOf(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
