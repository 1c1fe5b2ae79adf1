// Package pgcluster starts PostgreSQL clusters of a test's own: a primary made by initdb in a
// temporary directory, streaming replicas made from it by pg_basebackup -R, and the faults a
// failover test needs (an immediate stop, a promotion). The tests of replica reads and failover
// use it; every other test shares the suite's cluster through internal/dbtest. As root the
// clusters run as the postgres user (initdb refuses root), as scripts/devdb.sh runs its own.
//
// The clusters are tiny (16 MB of shared buffers, 30 connections) and durable (fsync on), and
// stop when the test ends; a test that fails prints their logs.
package pgcluster

import (
	"context"
	"fmt"
	"maps"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// Cluster is one PostgreSQL cluster a test started.
type Cluster struct {
	Name string // "primary", "replica1", … (its folder and log)
	Dir  string // the data directory
	Port int

	bin  string // PostgreSQL's bin directory
	logf string
	root string // the test's folder, which holds every cluster of the test
}

// bindirs are where Debian, Ubuntu, Homebrew and the PostgreSQL images keep the server binaries.
var bindirs = []string{"/usr/lib/postgresql/17/bin", "/usr/lib/postgresql/16/bin", "/usr/lib/postgresql/15/bin",
	"/opt/homebrew/bin", "/usr/local/bin", "/usr/local/pgsql/bin"}

// binDir finds initdb, pg_ctl and pg_basebackup, or says why not.
func binDir() (string, error) {
	if out, err := exec.Command("pg_config", "--bindir").Output(); err == nil {
		bindirs = append([]string{strings.TrimSpace(string(out))}, bindirs...)
	}
	for _, d := range bindirs {
		if have(d, "initdb", "pg_ctl", "pg_basebackup", "postgres") {
			return d, nil
		}
	}
	return "", fmt.Errorf("PostgreSQL's server binaries (initdb, pg_ctl, pg_basebackup) were not found in %s or by pg_config; install postgresql-15 (scripts/devdb.sh install)", strings.Join(bindirs, ", "))
}

func have(dir string, names ...string) bool {
	for _, n := range names {
		if st, err := os.Stat(filepath.Join(dir, n)); err != nil || st.IsDir() {
			return false
		}
	}
	return true
}

// Settings are postgresql.conf lines, name to value (quoted as PostgreSQL wants).
type Settings map[string]string

// base is what every cluster of a test gets: small, durable, and ready to stream to replicas.
var base = Settings{
	"listen_addresses": "'127.0.0.1'",
	"shared_buffers":   "16MB",
	"max_connections":  "30",
	"fsync":            "on",
	"wal_level":        "replica",
	"max_wal_senders":  "5",
	"hot_standby":      "on",
	"wal_keep_size":    "64MB",
	"log_min_messages": "warning",
	"log_line_prefix":  "'%m [%p] '",
	// A replica made by pg_basebackup --no-sync syncs its folder when it starts: one syncfs, not
	// an fsync per file.
	"recovery_init_sync_method": "syncfs",
}

// StartPrimary initdbs a cluster in a fresh temporary folder and starts it with settings added to
// the base ones. The test is skipped, saying what to install, when the binaries are missing.
func StartPrimary(t testing.TB, settings Settings) *Cluster {
	t.Helper()
	bin, err := binDir()
	if err != nil {
		t.Skip("skipping: " + err.Error())
	}
	root, err := os.MkdirTemp("", "recall-pg-")
	if err != nil {
		t.Fatal(err)
	}
	owned(t, root)
	c := &Cluster{Name: "primary", Dir: filepath.Join(root, "primary"), bin: bin, root: root}
	t.Cleanup(func() { os.RemoveAll(root) }) // registered first: runs after every cluster stopped
	c.run(t, "initdb", "-D", c.Dir, "-U", "postgres", "--auth=trust", "--no-sync", "--encoding=UTF8", "--locale=C")
	c.configure(t, settings)
	c.Start(t)
	return c
}

// StartReplica makes a streaming replica of c (pg_basebackup -R, WAL streamed during the copy)
// and starts it with settings added to the primary's. It replays c's WAL as c writes it.
func (c *Cluster) StartReplica(t testing.TB, name string, settings Settings) *Cluster {
	t.Helper()
	r := &Cluster{Name: name, Dir: filepath.Join(c.root, name), bin: c.bin, root: c.root}
	c.run(t, "pg_basebackup", "-D", r.Dir, "-R", "-X", "stream", "-c", "fast", "-h", "127.0.0.1",
		"-p", strconv.Itoa(c.Port), "-U", "postgres", "--no-sync", "-d", "application_name="+name)
	r.configure(t, settings)
	r.Start(t)
	return r
}

// configure picks a free port and appends the settings to postgresql.conf.
func (c *Cluster) configure(t testing.TB, settings Settings) {
	t.Helper()
	c.Port = freePort(t)
	c.logf = filepath.Join(c.root, c.Name+".log")
	all := Settings{"port": strconv.Itoa(c.Port), "unix_socket_directories": "'" + c.root + "'"}
	for k, v := range base {
		all[k] = v
	}
	for k, v := range settings {
		all[k] = v
	}
	var b strings.Builder
	b.WriteString("\n# pgcluster\n")
	for _, k := range slices.Sorted(maps.Keys(all)) {
		fmt.Fprintf(&b, "%s = %s\n", k, all[k])
	}
	f, err := os.OpenFile(filepath.Join(c.Dir, "postgresql.conf"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(b.String()); err != nil {
		t.Fatal(err)
	}
}

// Start starts the cluster and waits until it accepts connections; it is stopped (immediately)
// when the test ends.
func (c *Cluster) Start(t testing.TB) {
	t.Helper()
	c.run(t, "pg_ctl", "-D", c.Dir, "-l", c.logf, "-w", "-t", "120", "start")
	t.Cleanup(func() {
		if t.Failed() {
			if b, err := os.ReadFile(c.logf); err == nil {
				t.Logf("%s's log (%s):\n%s", c.Name, c.logf, tail(string(b), 60))
			}
		}
		c.stop("immediate") //nolint:errcheck // already stopped by the test, maybe
	})
}

// Kill stops the cluster the way a crash does: pg_ctl stop -m immediate, no checkpoint, every
// connection cut.
func (c *Cluster) Kill(t testing.TB) {
	t.Helper()
	if out, err := c.stop("immediate"); err != nil {
		t.Fatalf("pg_ctl stop %s: %v\n%s", c.Name, err, out)
	}
}

// Promote ends the replica's recovery: it becomes a primary that accepts writes.
func (c *Cluster) Promote(t testing.TB) {
	t.Helper()
	c.run(t, "pg_ctl", "-D", c.Dir, "-w", "-t", "120", "promote")
}

// Reload makes the cluster reread its configuration files.
func (c *Cluster) Reload(t testing.TB) {
	t.Helper()
	c.run(t, "pg_ctl", "-D", c.Dir, "reload")
}

// SetAuto writes one setting to postgresql.auto.conf (what ALTER SYSTEM writes, which a standby
// refuses) and reloads.
func (c *Cluster) SetAuto(t testing.TB, name, value string) {
	t.Helper()
	f, err := os.OpenFile(filepath.Join(c.Dir, "postgresql.auto.conf"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, err = fmt.Fprintf(f, "%s = %s\n", name, value)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	c.Reload(t)
}

func (c *Cluster) stop(mode string) ([]byte, error) {
	return c.command("pg_ctl", "-D", c.Dir, "-m", mode, "-w", "-t", "60", "stop").CombinedOutput()
}

// Addr is the cluster's host:port.
func (c *Cluster) Addr() string { return "127.0.0.1:" + strconv.Itoa(c.Port) }

// URL is a connection URL for database db as the superuser postgres, with extra parameters
// ("target_session_attrs=read-write", …).
func (c *Cluster) URL(db string, params ...string) string {
	q := append([]string{"sslmode=disable"}, params...)
	return fmt.Sprintf("postgres://postgres@%s/%s?%s", c.Addr(), db, strings.Join(q, "&"))
}

// CreateDatabase creates database name with the vector extension, on a primary.
func (c *Cluster) CreateDatabase(t testing.TB, name string) {
	t.Helper()
	c.Exec(t, "postgres", "create database "+pgx.Identifier{name}.Sanitize())
	c.Exec(t, name, "create extension vector")
}

// Exec runs sql on database db, on a connection of its own.
func (c *Cluster) Exec(t testing.TB, db, sql string, args ...any) {
	t.Helper()
	c.with(t, db, func(ctx context.Context, conn *pgx.Conn) error {
		_, err := conn.Exec(ctx, sql, args...)
		return err
	})
}

// Query scans the one row sql returns on database db into dest.
func (c *Cluster) Query(t testing.TB, db, sql string, dest ...any) {
	t.Helper()
	c.with(t, db, func(ctx context.Context, conn *pgx.Conn) error { return conn.QueryRow(ctx, sql).Scan(dest...) })
}

// with runs f on a connection of its own to database db, within a minute.
func (c *Cluster) with(t testing.TB, db string, f func(context.Context, *pgx.Conn) error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	conn, err := pgx.Connect(ctx, c.URL(db))
	if err != nil {
		t.Fatalf("%s: %v", c.Name, err)
	}
	defer conn.Close(context.Background())
	if err := f(ctx, conn); err != nil {
		t.Fatalf("%s: %v", c.Name, err)
	}
}

// LSN is the primary's current WAL write position, as text: past every commit acknowledged so
// far, and reached by a replica's replay without waiting for another record (the insert position
// may lie past the next page's header).
func (c *Cluster) LSN(t testing.TB, db string) string {
	t.Helper()
	var lsn string
	c.Query(t, db, `select pg_current_wal_lsn()::text`, &lsn)
	return lsn
}

// WaitReplayed waits until the replica has replayed the WAL up to lsn (one of the primary's LSN).
func (c *Cluster) WaitReplayed(t testing.TB, db, lsn string) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for {
		var done bool
		c.Query(t, db, `select pg_last_wal_replay_lsn() >= '`+lsn+`'::pg_lsn`, &done)
		if done {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s did not replay up to %s in time", c.Name, lsn)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// run runs one of PostgreSQL's programs as the cluster's owner and fails the test on an error.
func (c *Cluster) run(t testing.TB, prog string, args ...string) {
	t.Helper()
	if out, err := c.command(prog, args...).CombinedOutput(); err != nil {
		t.Fatalf("%s %s: %v\n%s", prog, strings.Join(args, " "), err, out)
	}
}

func (c *Cluster) command(prog string, args ...string) *exec.Cmd {
	path := filepath.Join(c.bin, prog)
	var cmd *exec.Cmd
	if os.Geteuid() == 0 {
		cmd = exec.Command("runuser", append([]string{"-u", "postgres", "--", path}, args...)...)
	} else {
		cmd = exec.Command(path, args...)
	}
	cmd.Dir = "/" // the postgres user may not enter the test's working directory
	cmd.Env = append(os.Environ(), "LC_ALL=C", "TZ=UTC")
	return cmd
}

// owned gives dir to the postgres user when running as root.
func owned(t testing.TB, dir string) {
	t.Helper()
	if os.Geteuid() != 0 {
		return
	}
	u, err := user.Lookup("postgres")
	if err != nil {
		t.Skip("skipping: running as root and there is no postgres user to run PostgreSQL as (initdb refuses root)")
	}
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	if err := os.Chown(dir, uid, gid); err != nil {
		t.Fatal(err)
	}
}

// freePort is a loopback port nobody listens on now.
func freePort(t testing.TB) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

func tail(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}
