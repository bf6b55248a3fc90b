export declare function compileCatalogue(catalogue: Record<string, { message: string; note: string }>): Record<string, unknown>;
export declare function catalogueModule(source: string): string;
