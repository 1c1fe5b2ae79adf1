package migrations

import (
	"context"
	"fmt"
	"regexp"
	"strings"

	"github.com/jackc/pgx/v5"
)

// inPublic matches the extensions' objects the numbered files name in public, where the baseline
// creates the extensions; extensionOf says whose each is.
var (
	inPublic    = regexp.MustCompile(`\bpublic\.(vector_cosine_ops|vector|gin__int_ops)\b`)
	extensionOf = map[string]string{"vector": "vector", "vector_cosine_ops": "vector", "gin__int_ops": "intarray"}
)

// extensionSchemas returns the schema each of the extensions lives in, quoted, where they exist.
func extensionSchemas(ctx context.Context, conn dbConn) (map[string]string, error) {
	rows, err := conn.Query(ctx, `select extname::text, quote_ident(extnamespace::regnamespace::text)
		from pg_extension where extname = any($1)`, extensions)
	if err != nil {
		return nil, fmt.Errorf("migrate: read extensions: %w", err)
	}
	out := map[string]string{}
	var name, schema string
	_, err = pgx.ForEachRow(rows, []any{&name, &schema}, func() error {
		out[name] = schema
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("migrate: read extensions: %w", err)
	}
	return out, nil
}

// inExtensionSchemas names an extension's objects in the schema the extension lives in, where that
// is not public: a database may keep its extensions in a schema of their own (the tests'
// database does, so that no test has public on its path). Where they live in public, as
// the baseline creates them, the text is unchanged, so a shipped file runs as it shipped.
func inExtensionSchemas(sql string, schemas map[string]string) string {
	return inPublic.ReplaceAllStringFunc(sql, func(m string) string {
		object := strings.TrimPrefix(m, "public.")
		if schema, ok := schemas[extensionOf[object]]; ok {
			return schema + "." + object
		}
		return m
	})
}
