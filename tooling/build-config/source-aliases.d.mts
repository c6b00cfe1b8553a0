export declare function packageSourceAliases(): Array<{ find: RegExp; replacement: string }>;
