import {parseArgs} from 'node:util';

/** The day a check reports as of: `--today YYYY-MM-DD`, else today. */
export function todayFromArgs(args: string[] = process.argv.slice(2)): Date {
  const {values} = parseArgs({args, options: {today: {type: 'string'}}});
  if (!values.today) return new Date();
  const today = new Date(`${values.today}T00:00:00Z`);
  if (Number.isNaN(today.getTime()) || !/^\d{4}-\d{2}-\d{2}$/.test(values.today))
    throw new Error(`--today ${values.today}: write the day as YYYY-MM-DD`);
  return today;
}
