package tools_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/recall-mcp/recall/internal/buildinfo"
)

// /metrics names the build serving, with the labels `recall version` prints.
func TestMetricsBuildInfo(t *testing.T) {
	t.Parallel()
	e := newEnv(t, nil)
	in := buildinfo.Get()
	m := sample(scrape(t, e), "recall_build_info", map[string]string{"version": in.Version, "commit": in.Commit, "goversion": in.GoVersion})
	require.NotNil(t, m, "recall_build_info{version=%q,commit=%q,goversion=%q} is missing", in.Version, in.Commit, in.GoVersion)
	require.NotNil(t, m.Gauge)
	assert.Equal(t, 1.0, m.Gauge.GetValue())
}
