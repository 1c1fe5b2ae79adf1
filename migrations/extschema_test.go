package migrations

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The baseline runs as it shipped where the extensions live in public (or are yet to be created
// there), and names them in their own schema where they live elsewhere.
func TestNumberedFilesNameTheExtensionsWhereTheyLive(t *testing.T) {
	all, err := All()
	require.NoError(t, err)
	baseline := all[0].SQL
	require.Contains(t, baseline, "public.vector_cosine_ops")
	require.Contains(t, baseline, "public.gin__int_ops")

	assert.Equal(t, baseline, inExtensionSchemas(baseline, nil), "none created yet")
	inPublic := map[string]string{"vector": "public", "pg_trgm": "public", "intarray": "public"}
	assert.Equal(t, baseline, inExtensionSchemas(baseline, inPublic))

	apart := inExtensionSchemas(baseline, map[string]string{"vector": "extensions", "pg_trgm": "extensions", "intarray": `"Ext"`})
	for _, want := range []string{"embedding  extensions.vector not null",
		"((embedding)::extensions.vector(384)) extensions.vector_cosine_ops", `(dedup_hashes "Ext".gin__int_ops)`} {
		assert.True(t, strings.Contains(apart, want), "the baseline names %s", want)
	}
	assert.Equal(t, strings.Count(baseline, "public."), strings.Count(apart, "extensions.")+strings.Count(apart, `"Ext".`),
		"every object named in public is named where its extension lives")
}
