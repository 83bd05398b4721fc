/**
 * Where a page's main-thread time goes, from the Chromium trace Lighthouse records (`npm run bench
 * -- --breakdown`): each trace event's self time (ParseHTML, style recalculation, layout, paint,
 * image decode, script evaluation…), summed over the page load, and the longest tasks with what
 * they spent their time on. Lighthouse's simulated mobile profile multiplies each task by its CPU
 * slowdown (4): a task of 13 ms here is a 52 ms task there, and counts in its blocking time.
 * Times are the thread's CPU time (the trace's `tdur`), which a busy machine does not inflate the
 * way it inflates wall-clock durations; the tasks' durations are wall-clock, as Lighthouse's.
 */
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

export interface MainThreadBreakdown {
  /** Self CPU time by trace event name, ms, largest first. */
  byEvent: [string, number][];
  /** Top-level tasks, longest first: duration and its three heaviest event names by self CPU time. */
  longestTasks: { startMs: number; durationMs: number; cpuMs: number; heaviest: string }[];
  /** The main thread's CPU time in tasks over the page load, ms. */
  totalMs: number;
}

interface TaskNode {
  event: { name: string; dur?: number; tdur?: number };
  children: TaskNode[];
  parent?: TaskNode;
  selfTime: number;
  duration: number;
  startTime: number;
}

/** A task's CPU time, ms (its wall-clock duration when the trace has no thread time). */
const cpuMs = (task: TaskNode) => (task.event.tdur ?? task.event.dur ?? 0) / 1000;

function addSelfTimes(task: TaskNode, into: Map<string, number>) {
  const self = Math.max(0, cpuMs(task) - task.children.reduce((sum, child) => sum + cpuMs(child), 0));
  into.set(task.event.name, (into.get(task.event.name) ?? 0) + self);
  for (const child of task.children) addSelfTimes(child, into);
}

const round = (ms: number) => Math.round(ms * 10) / 10;

// biome-ignore lint/suspicious/noExplicitAny: Lighthouse's trace type (LH.Trace) is not exported.
export function mainThreadBreakdown(trace: any): MainThreadBreakdown {
  const processed = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  ) as unknown as TaskNode[];
  const topLevel = tasks.filter((task) => !task.parent);
  const byEvent = new Map<string, number>();
  for (const task of topLevel) addSelfTimes(task, byEvent);
  const longestTasks = [...topLevel]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 5)
    .map((task) => {
      const inTask = new Map<string, number>();
      addSelfTimes(task, inTask);
      const heaviest = [...inTask]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([name, ms]) => `${name} ${round(ms)}`)
        .join(', ');
      return {
        startMs: round(task.startTime),
        durationMs: round(task.duration),
        cpuMs: round(cpuMs(task)),
        heaviest,
      };
    });
  return {
    byEvent: [...byEvent].sort((a, b) => b[1] - a[1]).map(([name, ms]) => [name, round(ms)]),
    longestTasks,
    totalMs: round(topLevel.reduce((sum, task) => sum + cpuMs(task), 0)),
  };
}

/** A few lines for the console: the heaviest events and the longest tasks. */
export function breakdownSummary(breakdown: MainThreadBreakdown, events = 10): string {
  const heaviest = breakdown.byEvent
    .slice(0, events)
    .map(([name, ms]) => `${name} ${ms}`)
    .join(' · ');
  const tasks = breakdown.longestTasks
    .slice(0, 3)
    .map(
      (task) =>
        `    task at ${task.startMs} ms: ${task.durationMs} ms, CPU ${task.cpuMs} ms (${task.heaviest})`,
    )
    .join('\n');
  return `    main thread CPU ${breakdown.totalMs} ms: ${heaviest}\n${tasks}`;
}
