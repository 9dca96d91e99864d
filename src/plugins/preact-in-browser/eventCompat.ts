/**
 * Client module of the preact-in-browser plugin: completes what
 * `preact/compat` adds to DOM events.
 *
 * compat gives every event it dispatches React's `isDefaultPrevented()` and
 * `isPropagationStopped()`, but not `isImmediatePropagationStopped()`. The
 * search box's autocomplete widget (@easyops-cn/autocomplete.js, a Zepto
 * port) adds all three to the events it handles, unless an event already has
 * `isDefaultPrevented`; then it calls the missing one and throws on every
 * keystroke. This adds it, tracking `stopImmediatePropagation()`.
 */
import {options} from 'preact';

type CompatEvent = Event & {isImmediatePropagationStopped?: () => boolean};

const previous = options.event;

options.event = (event: Event) => {
  const e = (previous ? previous(event) : event) as CompatEvent;
  if (typeof e.isImmediatePropagationStopped !== 'function') {
    let stopped = false;
    const stop = e.stopImmediatePropagation;
    e.stopImmediatePropagation = function stopImmediatePropagation(this: Event) {
      stopped = true;
      stop.call(this);
    };
    e.isImmediatePropagationStopped = () => stopped;
  }
  return e;
};
