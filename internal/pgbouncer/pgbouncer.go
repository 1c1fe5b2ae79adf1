// Package pgbouncer starts Debian's PgBouncer (`apt-get install pgbouncer`; `make test` installs
// it) in front of the test cluster for a test, in transaction mode with an auth file and every
// other setting at its default, as managed PostgreSQL's poolers hand it out.
package pgbouncer

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/internal/dbtest"
)

// binary finds pgbouncer on PATH or where Debian installs it.
func binary() string {
	if p, err := exec.LookPath("pgbouncer"); err == nil {
		return p
	}
	if _, err := os.Stat("/usr/sbin/pgbouncer"); err == nil {
		return "/usr/sbin/pgbouncer"
	}
	return ""
}

// Start runs PgBouncer on a free port in front of the test cluster (dbtest.BaseURL) until the test
// ends, and returns the URL of database through it. It skips the test, saying how to install
// PgBouncer, when it is not installed.
func Start(t testing.TB, database string) string {
	t.Helper()
	bin := binary()
	if bin == "" {
		t.Skip("pgbouncer is not installed: run `make test` (it installs it) or `sudo apt-get install pgbouncer`")
	}
	base, err := url.Parse(dbtest.BaseURL())
	if err != nil {
		t.Fatal(err)
	}
	host, port := base.Hostname(), base.Port()
	if port == "" {
		port = "5432"
	}
	user := base.User.Username()
	password, ok := base.User.Password()
	if !ok {
		// The pooler's own login: the cluster trusts the pooler.
		buf := make([]byte, 8)
		rand.Read(buf) //nolint:errcheck
		password = hex.EncodeToString(buf)
	}

	// PgBouncer refuses to run as root: as root it runs as nobody, who must read its files.
	dir := t.TempDir()
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	listen := freePort(t)
	ini := fmt.Sprintf(`[databases]
* = host=%s port=%s

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = %d
unix_socket_dir =
auth_type = md5
auth_file = %s
pool_mode = transaction
`, host, port, listen, filepath.Join(dir, "userlist.txt"))
	write := func(name, body string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("pgbouncer.ini", ini)
	write("userlist.txt", fmt.Sprintf("%q %q\n", user, password))

	args := []string{filepath.Join(dir, "pgbouncer.ini")}
	if os.Geteuid() == 0 {
		args = append([]string{"-u", "nobody"}, args...)
	}
	cmd := exec.Command(bin, args...)
	var out syncBuffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatalf("start pgbouncer: %v", err)
	}
	exited := make(chan struct{})
	go func() { cmd.Wait(); close(exited) }() //nolint:errcheck
	t.Cleanup(func() {
		cmd.Process.Kill() //nolint:errcheck
		<-exited
		if t.Failed() {
			t.Logf("pgbouncer's log:\n%s", out.String())
		}
	})

	u := url.URL{Scheme: "postgres", User: url.UserPassword(user, password), Host: net.JoinHostPort("127.0.0.1", strconv.Itoa(listen)),
		Path: "/" + database, RawQuery: "sslmode=disable"}
	// Ready when it answers a query through to the cluster.
	deadline := time.Now().Add(20 * time.Second)
	for tick := time.NewTicker(20 * time.Millisecond); ; <-tick.C {
		select {
		case <-exited:
			t.Fatalf("pgbouncer exited:\n%s", out.String())
		default:
		}
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		conn, err := pgx.Connect(ctx, u.String())
		if err == nil {
			_, err = conn.Exec(ctx, "select 1")
			conn.Close(ctx)
		}
		cancel()
		if err == nil {
			tick.Stop()
			return u.String()
		}
		if time.Now().After(deadline) {
			t.Fatalf("pgbouncer does not answer on %s: %v\n%s", u.Host, err, out.String())
		}
	}
}

// freePort is a TCP port nothing listens on now.
func freePort(t testing.TB) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// syncBuffer is a bytes.Buffer the process writes and the test reads.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
