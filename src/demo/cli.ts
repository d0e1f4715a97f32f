import type { Command } from '../cli/command.ts';

export const demoCommands: Command[] = [];
