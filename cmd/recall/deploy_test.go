package main

import (
	"bufio"
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gopkg.in/yaml.v3"
)

// The compose file and the Containerfile cannot be run on the build machines (no registry, no
// container runtime), so their shape is checked here, and every recall command line they hold is
// parsed by recall's own command tree.

// parsesAsRecall fails t unless args is a command line recall accepts (command and flags).
func parsesAsRecall(t *testing.T, args []string) {
	t.Helper()
	a := &app{getenv: func(string) string { return "" }}
	cmd, rest, err := a.rootCommand().Find(args)
	require.NoError(t, err, "recall %v", args)
	require.NoError(t, cmd.ParseFlags(rest), "recall %v", args)
	require.NotEqual(t, "recall", cmd.Name(), "recall %v names a subcommand", args)
}

func TestContainerfile(t *testing.T) {
	t.Parallel()
	f, err := os.Open("../../Containerfile")
	require.NoError(t, err)
	defer f.Close()
	got := map[string][]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		instr, rest, _ := strings.Cut(line, " ")
		got[strings.ToUpper(instr)] = append(got[strings.ToUpper(instr)], strings.TrimSpace(rest))
	}
	require.NoError(t, sc.Err())
	jsonArgs := func(s string) []string {
		var v []string
		require.NoError(t, json.Unmarshal([]byte(s), &v), "exec form (a JSON array), no shell: %s", s)
		return v
	}

	assert.Equal(t, []string{"scratch"}, got["FROM"], "one stage on scratch: nothing is pulled")
	assert.Empty(t, got["RUN"], "nothing runs at build time (scratch has no shell)")
	require.Len(t, got["COPY"], 1)
	assert.Regexp(t, `^dist/recall_linux_\$\{TARGETARCH\} /recall$`, got["COPY"][0], "the binary make dist builds")
	require.Len(t, got["USER"], 1)
	assert.Regexp(t, `^[1-9][0-9]*:[1-9][0-9]*$`, got["USER"][0], "a numeric non-root user and group")
	assert.Equal(t, []string{"8080"}, got["EXPOSE"])
	require.Len(t, got["ENTRYPOINT"], 1)
	assert.Equal(t, []string{"/recall"}, jsonArgs(got["ENTRYPOINT"][0]))
	require.Len(t, got["CMD"], 1)
	cmd := jsonArgs(got["CMD"][0])
	assert.Equal(t, []string{"serve", "--transport", "http", "--addr", "0.0.0.0:8080"}, cmd)
	parsesAsRecall(t, cmd)
	require.Len(t, got["HEALTHCHECK"], 1)
	hc := regexp.MustCompile(`CMD (\[.*\])$`).FindStringSubmatch(got["HEALTHCHECK"][0])
	require.NotNil(t, hc, "HEALTHCHECK ... CMD [exec form]")
	hcArgs := jsonArgs(hc[1])
	assert.Equal(t, "/recall", hcArgs[0])
	parsesAsRecall(t, hcArgs[1:])
}

type composeFile struct {
	Services map[string]struct {
		Image       string            `yaml:"image"`
		Build       map[string]any    `yaml:"build"`
		Command     []string          `yaml:"command"`
		Environment map[string]string `yaml:"environment"`
		Volumes     []string          `yaml:"volumes"`
		Ports       []string          `yaml:"ports"`
		DependsOn   map[string]struct {
			Condition string `yaml:"condition"`
		} `yaml:"depends_on"`
		Healthcheck struct {
			Test []string `yaml:"test"`
		} `yaml:"healthcheck"`
		Restart string `yaml:"restart"`
	} `yaml:"services"`
	Volumes map[string]any `yaml:"volumes"`
}

func TestComposeFile(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile("../../compose.yaml")
	require.NoError(t, err)
	var c composeFile
	dec := yaml.NewDecoder(strings.NewReader(string(raw)))
	dec.KnownFields(false)
	require.NoError(t, dec.Decode(&c))
	require.Contains(t, c.Services, "db")
	require.Contains(t, c.Services, "migrate")
	require.Contains(t, c.Services, "recall")

	// The database: pgvector's official image, pinned; data on a named volume; pg_isready.
	db := c.Services["db"]
	assert.Regexp(t, `^pgvector/pgvector:[0-9]+\.[0-9]+\.[0-9]+-pg[0-9]+$`, db.Image, "pinned to a pgvector release and a PostgreSQL major")
	require.NotEmpty(t, db.Volumes)
	vol, path, _ := strings.Cut(db.Volumes[0], ":")
	assert.Contains(t, c.Volumes, vol, "a named volume")
	assert.Equal(t, "/var/lib/postgresql/data", path)
	assert.Contains(t, db.Healthcheck.Test, "pg_isready")

	for name, s := range c.Services {
		assert.NotRegexp(t, `:latest$`, s.Image, name)
		assert.Contains(t, s.Image, ":", "%s: a tag, not latest by default", name)
	}

	// migrate runs once, after the database is healthy.
	m := c.Services["migrate"]
	assert.Equal(t, []string{"migrate"}, m.Command)
	parsesAsRecall(t, m.Command)
	assert.Equal(t, "service_healthy", m.DependsOn["db"].Condition)
	assert.Equal(t, "no", m.Restart)
	assert.Contains(t, m.Environment["RECALL_DATABASE_URL"], "@db:5432/")

	// recall serves over HTTP once migrate succeeded, and checks itself with recall healthcheck.
	r := c.Services["recall"]
	assert.Equal(t, m.Image, r.Image, "one image")
	for _, s := range []map[string]any{m.Build, r.Build} {
		assert.Equal(t, "Containerfile", s["dockerfile"], "built here, never pulled")
	}
	parsesAsRecall(t, r.Command)
	assert.Equal(t, []string{"serve", "--transport", "http", "--addr", "0.0.0.0:8080"}, r.Command)
	assert.Equal(t, "service_completed_successfully", r.DependsOn["migrate"].Condition)
	assert.Equal(t, "service_healthy", r.DependsOn["db"].Condition)
	assert.Contains(t, r.Ports, "8080:8080")
	require.GreaterOrEqual(t, len(r.Healthcheck.Test), 3)
	assert.Equal(t, []string{"CMD", "/recall", "healthcheck"}, r.Healthcheck.Test[:3])
	parsesAsRecall(t, r.Healthcheck.Test[2:])
	assert.Contains(t, r.Environment["RECALL_DATABASE_URL"], "@db:5432/")
	assert.NotEmpty(t, r.Environment["RECALL_PUBLIC_URL"])
	for k := range r.Environment {
		assert.Regexp(t, `^RECALL_`, k)
	}
}
