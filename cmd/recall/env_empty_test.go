package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every setting left empty, or blank, is unset: the value compose passes for a variable the user
// did not set (an empty `${VAR}`, an empty line in .env) starts recall on the defaults, never
// stops it as an invalid setting.
func TestEveryEmptySettingIsUnset(t *testing.T) {
	t.Parallel()
	defaults, err := loadEnv(func(string) string { return "" })
	require.NoError(t, err)
	names := settings()
	require.NotEmpty(t, names)
	all := map[string]string{}
	for _, s := range append(names, extraSettings...) {
		for _, blank := range []string{"", " ", "\t\n"} {
			c, err := loadEnv(envOf(map[string]string{s.Name: blank}))
			require.NoError(t, err, "%s=%q", s.Name, blank)
			assert.Equal(t, defaults, c, "%s=%q is its default", s.Name, blank)
		}
		all[s.Name] = " "
	}
	c, err := loadEnv(envOf(all))
	require.NoError(t, err, "every setting blank at once")
	assert.Equal(t, defaults, c)
}

// A value compose left as it was written (podman-compose 1.0 does so with `${VAR:-}`) is refused
// with a hint at the cause.
func TestUnsubstitutedVariableIsNamed(t *testing.T) {
	t.Parallel()
	_, err := loadEnv(envOf(map[string]string{"RECALL_EMBED_PROVIDER": "${RECALL_EMBED_PROVIDER:-}"}))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "RECALL_EMBED_PROVIDER")
	assert.Contains(t, err.Error(), "not substituted")
}
