export const OWN_PROCESS: string;
export function testFiles(): { grouped: string[]; own: string[] };
