export declare function readEnvValue(text: string, key: string): string | undefined
export declare function setEnvValue(text: string, key: string, value: string): string
