import { cancelTimer, type LoaderClock } from './loader-clock.ts';
import { DEFAULT_DELAY, DEFAULT_MAX_TIME, DEFAULT_MIN_TIME } from './loader-constants.ts';
import { LoaderError } from './loader-error.ts';
import type { LoaderRecord, LoaderRuntime, TaskRecord } from './loader-record.ts';
import { refreshLoader } from './refresh-loader.ts';

export type LoaderTaskOptions = {
  /** A background task shows the small corner spinner instead of the full-page overlay. */
  background?: boolean;
  /** Milliseconds before the task shows; a task stopped sooner never shows. */
  delay?: number;
  /** Milliseconds the task stays shown at least, once it shows. */
  minTime?: number;
  /** Milliseconds after which a shown task stops by itself; -1 (or any value up to 0) for no maximum. */
  maxTime?: number;
};

/**
 * Starts a task. Throws on a task id that the loader already runs, or that it runs as the other kind
 * (foreground or background). A task that was stopped but is still shown for its minimum time is taken
 * up again instead: the overlay stays up without a flicker.
 */
export function startTask(
  runtime: LoaderRuntime,
  loader: LoaderRecord,
  taskId: string,
  options: LoaderTaskOptions = {},
): TaskRecord {
  const existing = loader.tasks.get(taskId);
  const background = options.background ?? false;
  if (existing) return resumeTask(runtime, loader, existing, background, options);
  const task: TaskRecord = {
    id: taskId,
    background,
    delay: nonNegative(options.delay, DEFAULT_DELAY),
    minTime: nonNegative(options.minTime, DEFAULT_MIN_TIME),
    maxTime: options.maxTime ?? DEFAULT_MAX_TIME,
    phase: 'delayed',
    minTimeReached: false,
  };
  loader.tasks.set(taskId, task);
  if (task.delay > 0) {
    task.delayTimer = runtime.clock.setTimeout(() => showTask(runtime, loader, task), task.delay);
  } else {
    showTask(runtime, loader, task);
  }
  return task;
}

/**
 * Stops a task: at once if it has not shown yet or its minimum time has passed, else when it passes.
 * A task that already ended (its maximum time, or its loader was unbound) is left alone.
 */
export function stopTask(runtime: LoaderRuntime, loader: LoaderRecord, task: TaskRecord): void {
  if (loader.tasks.get(task.id) !== task || task.phase === 'stopping') return;
  if (task.phase === 'visible' && !task.minTimeReached) {
    task.phase = 'stopping';
    return;
  }
  finishTask(runtime, loader, task);
}

/** Cancels the timers of a task, without any change to what shows. */
export function cancelTask(clock: LoaderClock, task: TaskRecord): void {
  task.delayTimer = cancelTimer(clock, task.delayTimer);
  task.minTimer = cancelTimer(clock, task.minTimer);
  task.maxTimer = cancelTimer(clock, task.maxTimer);
}

function resumeTask(
  runtime: LoaderRuntime,
  loader: LoaderRecord,
  task: TaskRecord,
  background: boolean,
  options: LoaderTaskOptions,
): TaskRecord {
  if (task.background !== background) {
    const kind = task.background ? 'background' : 'foreground';
    throw new LoaderError(
      'duplicated-task-id',
      `Duplicated loader task id "${task.id}" in loader "${loader.id}": it is already a ${kind} task.`,
    );
  }
  if (task.phase !== 'stopping') {
    throw new LoaderError(
      'duplicated-task-id',
      `Duplicated loader task id "${task.id}" in loader "${loader.id}": the task is already running.`,
    );
  }
  task.phase = 'visible';
  task.maxTime = options.maxTime ?? DEFAULT_MAX_TIME;
  startMaxTimer(runtime, loader, task);
  return task;
}

function showTask(runtime: LoaderRuntime, loader: LoaderRecord, task: TaskRecord): void {
  task.delayTimer = undefined;
  task.phase = 'visible';
  task.minTimeReached = task.minTime === 0;
  if (!task.minTimeReached) {
    task.minTimer = runtime.clock.setTimeout(() => {
      task.minTimer = undefined;
      task.minTimeReached = true;
      if (task.phase === 'stopping') finishTask(runtime, loader, task);
    }, task.minTime);
  }
  startMaxTimer(runtime, loader, task);
  refreshLoader(runtime, loader);
}

function finishTask(runtime: LoaderRuntime, loader: LoaderRecord, task: TaskRecord): void {
  cancelTask(runtime.clock, task);
  loader.tasks.delete(task.id);
  refreshLoader(runtime, loader);
}

function startMaxTimer(runtime: LoaderRuntime, loader: LoaderRecord, task: TaskRecord): void {
  task.maxTimer = cancelTimer(runtime.clock, task.maxTimer);
  if (!(task.maxTime > 0)) return;
  task.maxTimer = runtime.clock.setTimeout(() => {
    task.maxTimer = undefined;
    stopTask(runtime, loader, task);
  }, task.maxTime);
}

function nonNegative(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
}
