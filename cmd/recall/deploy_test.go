package main

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
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
	assert.Regexp(t, `^\$\{BINDIR\}/recall_linux_\$\{TARGETARCH\} /recall$`, got["COPY"][0], "the binary make dist or make image builds")
	assert.Contains(t, got["ARG"], "BINDIR=dist", "make dist's release binary by default")
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
			Test     []string `yaml:"test"`
			Interval string   `yaml:"interval"`
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
	assert.Equal(t, []string{"${RECALL_BIND:-127.0.0.1}:8080:8080"}, r.Ports, "the host's loopback only, unless RECALL_BIND says otherwise")
	// The image's HEALTHCHECK (exec form, checked in TestContainerfile) is the check: a test
	// here is run through /bin/sh by podman-compose 1.0, and the image has no shell.
	assert.Empty(t, r.Healthcheck.Test, "no test: the image's own check runs")
	assert.NotEmpty(t, r.Healthcheck.Interval)
	assert.Contains(t, r.Environment["RECALL_DATABASE_URL"], "@db:5432/")
	assert.NotEmpty(t, r.Environment["RECALL_PUBLIC_URL"])
	for k := range r.Environment {
		assert.Regexp(t, `^RECALL_`, k)
	}

	// podman-compose 1.0 substitutes `${VAR:-default}` only with a default: `${VAR:-}` reaches the
	// container as written. None here.
	assert.NotRegexp(t, `(?m)^[^#]*\$\{[A-Za-z_][A-Za-z0-9_]*:?-\}`, string(raw))
	// With nothing set where compose runs, every service's environment, substituted as compose
	// does, is one recall starts with (a variable with no value is left out).
	for name, svc := range c.Services {
		if !strings.HasPrefix(svc.Image, "${RECALL_IMAGE") {
			continue
		}
		env := map[string]string{}
		for k, v := range svc.Environment {
			env[k] = substitute(v, map[string]string{})
		}
		_, err := loadEnv(envOf(env))
		assert.NoError(t, err, "%s: %v", name, env)
	}
	// What the user sets comes through.
	assert.Equal(t, "0.0.0.0:8080:8080", substitute(r.Ports[0], map[string]string{"RECALL_BIND": "0.0.0.0"}))
}

// substitute does compose's interpolation of ${VAR}, ${VAR:-default} and ${VAR-default} with vars.
func substitute(s string, vars map[string]string) string {
	return regexp.MustCompile(`\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)-([^}]*))?\}`).ReplaceAllStringFunc(s, func(m string) string {
		p := regexp.MustCompile(`\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)-([^}]*))?\}`).FindStringSubmatch(m)
		v, set := vars[p[1]]
		if set && (v != "" || p[2] == "") {
			return v
		}
		return p[3]
	})
}

// `make image` after `make dist` leaves dist/ as SHA256SUMS vouches for it: the image's binary is
// built into bin/image/ and the Containerfile is told to copy it from there. The Makefile runs in
// a copy of the repository's build files, with a stand-in for go (which writes a binary stamped
// with the time, as the real build stamps BUILD_DATE) and for the container tool (which checks the
// file the Containerfile would copy exists).
func TestMakeImageLeavesDistAlone(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("make is not installed")
	}
	dir := t.TempDir()
	for _, f := range []string{"Makefile", "go.mod", "Containerfile", ".dockerignore"} {
		b, err := os.ReadFile("../../" + f)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, f), b, 0o644))
	}
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "dist"), 0o755))
	release := []byte("the release binary")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "dist", "recall_linux_amd64"), release, 0o755))
	sum := sha256.Sum256(release)
	sums := hex.EncodeToString(sum[:]) + "  recall_linux_amd64\n"
	require.NoError(t, os.WriteFile(filepath.Join(dir, "dist", "SHA256SUMS"), []byte(sums), 0o644))

	fakeGo := filepath.Join(dir, "fake-go")
	require.NoError(t, os.WriteFile(fakeGo, []byte(`#!/bin/sh
case "$1 $2" in
"env GOARCH") echo amd64; exit 0;;
"env GOVERSION") echo go1.99.0; exit 0;;
esac
while [ $# -gt 0 ]; do
	if [ "$1" = "-o" ]; then mkdir -p "$(dirname "$2")"; date +%s%N > "$2"; exit 0; fi
	shift
done
exit 1
`), 0o755))
	calls := filepath.Join(dir, "container-calls")
	fakeContainer := filepath.Join(dir, "fake-podman")
	require.NoError(t, os.WriteFile(fakeContainer, []byte(`#!/bin/sh
echo "$@" >> `+calls+`
bindir=dist; arch=
while [ $# -gt 0 ]; do
	case "$2" in BINDIR=*) bindir=${2#BINDIR=};; TARGETARCH=*) arch=${2#TARGETARCH=};; esac
	shift
done
test -s "$bindir/recall_linux_$arch" || { echo "no $bindir/recall_linux_$arch to copy" >&2; exit 1; }
`), 0o755))

	cmd := exec.Command("make", "-C", dir, "image", "GO="+fakeGo, "CONTAINER="+fakeContainer, "VERSION=v0", "COMMIT=c0")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)

	got, err := os.ReadFile(filepath.Join(dir, "dist", "recall_linux_amd64"))
	require.NoError(t, err)
	assert.Equal(t, release, got, "dist/'s binary is the one SHA256SUMS vouches for")
	entries, err := os.ReadDir(filepath.Join(dir, "dist"))
	require.NoError(t, err)
	assert.Len(t, entries, 2, "nothing added to dist/")
	built, err := os.ReadFile(filepath.Join(dir, "bin", "image", "recall_linux_amd64"))
	require.NoError(t, err, "the image's binary")
	assert.NotEmpty(t, built)
	args, err := os.ReadFile(calls)
	require.NoError(t, err)
	assert.Contains(t, string(args), "--build-arg BINDIR=bin/image")
	assert.Contains(t, string(args), "--format docker", "podman keeps the HEALTHCHECK")

	// The build context lets the binary in.
	ignore, err := os.ReadFile("../../.dockerignore")
	require.NoError(t, err)
	assert.Contains(t, string(ignore), "!bin/image/recall_linux_*")
}
