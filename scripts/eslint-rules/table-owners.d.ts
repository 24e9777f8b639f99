export declare const TABLE_OWNERS: Record<string, readonly string[]>;
