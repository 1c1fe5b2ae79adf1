package main

import (
	"fmt"
	"strings"
)

// Traps, part four: logs, wrapped long lines, SQL consoles, HTTP captures, tables and dumps with
// no credential in them.

func uTrapLogs(b *uB) {
	for i := 0; i < 24; i++ {
		var text, format string
		u, ip := uUser(), uIP()
		switch i % 12 {
		case 0:
			text, format = fmt.Sprintf("ERROR 1045 (28000): Access denied for user '%s'@'%s' (using password: YES)", u, ip), "log"
		case 1:
			text, format = fmt.Sprintf("%s UTC [%d] FATAL:  password authentication failed for user \"%s\"\n%s UTC [%d] DETAIL:  Connection matched pg_hba.conf line 99: \"host all all 0.0.0.0/0 scram-sha-256\"", uStamp(), uN(1000, 99999), u, uStamp(), uN(1000, 99999)), "log"
		case 2:
			text, format = fmt.Sprintf("Run ./deploy.sh\n  env:\n    REGISTRY_PASSWORD: ***\n    API_TOKEN: ***\n+ docker push ghcr.io/acme/api:%s", uHex(7)), "ci-log"
		case 3:
			text, format = fmt.Sprintf("%s %s sshd[%d]: Accepted publickey for %s from %s port %d ssh2: ED25519 SHA256:%s", uSyslog(), strings.Split(uHost(), ".")[0], uN(1000, 99999), u, ip, uN(30000, 65000), uR(uB64, 43)), "log"
		case 4:
			text, format = fmt.Sprintf("%s %s sshd[%d]: Failed password for %s from %s port %d ssh2", uSyslog(), strings.Split(uHost(), ".")[0], uN(1000, 99999), u, ip, uN(30000, 65000)), "log"
		case 5:
			text, format = fmt.Sprintf("%s - - [%s] \"GET /api/v2/orders?page=%d&per_page=50 HTTP/1.1\" 200 %d \"-\" \"Mozilla/5.0\" rt=%.3f req_id=%s", ip, uSyslog(), uN(1, 40), uN(200, 90000), rng.Float64(), uHex(32)), "log"
		case 6:
			text, format = fmt.Sprintf("Traceback (most recent call last):\n  File \"/app/settings.py\", line %d, in <module>\n    DB_PASSWORD = os.environ[\"DB_PASSWORD\"]\n  File \"<frozen os>\", line 714, in __getitem__\nKeyError: 'DB_PASSWORD'", uN(5, 80)), "traceback"
		case 7:
			text, format = fmt.Sprintf("Exception in thread \"pool-1-thread-%d\" java.lang.IllegalStateException: token expired at %s\n\tat com.acme.auth.TokenCache.get(TokenCache.java:%d)\n\tat com.acme.sync.Worker@%s.run(Worker.java:%d)", uN(1, 9), uStamp(), uN(20, 200), uHex(8), uN(20, 200)), "stacktrace"
		case 8:
			text, format = fmt.Sprintf("panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x%x]\n\ngoroutine %d [running]:\nmain.(*Server).handle(0xc000%x, {0x%x, 0xc000%x})", uN(0x400000, 0x9fffff), uN(1, 300), uN(0x10000, 0xfffff), uN(0x400000, 0x9fffff), uN(0x10000, 0xfffff)), "stacktrace"
		case 9:
			text, format = fmt.Sprintf("%s  Warning  BackOff  pod/api-%s-%s  Back-off restarting failed container api", uP("2m", "14m", "3h"), uR(uLowD, 10), uR(uLowD, 5)), "log"
		case 10:
			text, format = fmt.Sprintf("{\"time\":\"%s\",\"type\":\"response\",\"auth\":{\"client_token\":\"hmac-sha256:%s\",\"accessor\":\"hmac-sha256:%s\",\"policies\":[\"default\",\"db-read\"]},\"request\":{\"path\":\"kv/data/prod/db\"}}", uStamp(), uHex(64), uHex(64)), "log"
		default:
			text, format = fmt.Sprintf("%s WARN  secret rotation: %s version %d → %d done, old version disabled", uStamp(), uP("db-password", "stripe-key", "smtp-credentials"), uN(1, 20), uN(21, 40)), "log"
		}
		b.trap("trap-log", format, text)
	}
}

func uTrapWrapped(b *uB) {
	for i := 0; i < 14; i++ {
		var long, intro, format string
		switch i % 7 {
		case 0:
			long, intro, format = "sha512-"+uR(uB64, 86)+"==", "integrity from the lockfile (wrapped):", "notes"
		case 1:
			long, intro, format = fmt.Sprintf("https://console.aws.amazon.com/cloudwatch/home?region=eu-west-1#logsV2:log-groups/log-group/$252Faws$252Flambda$252F%s/log-events/%s", uL(uWords), uHex(32)), "log link, my terminal wrapped it:", "chat"
		case 2:
			long, intro, format = "sha256:"+uHex(64), "digest of the image we rolled back to:", "chat"
		case 3:
			long, intro, format = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"+uR(uB64, 43), "public key for the deploy user (split by the mail client):", "email"
		case 4:
			long, intro, format = uHex(40)+uHex(40), "two commit ids run together in the bisect log:", "log"
		case 5:
			long, intro, format = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA"+uR(uB64, 90), "the icon inline in the README:", "readme"
		default:
			long, intro, format = fmt.Sprintf("%s %s req=%s trace=%s span=%s", uStamp(), uP("INFO", "DEBUG"), uUUID(), uHex(32), uHex(16)), "log line (wrapped at 80 cols):", "log"
		}
		p1, p2 := uSplit(long)
		b.trap("trap-wrapped", format, intro+"\n"+p1+"\n"+p2)
	}
}

func uTrapSQL(b *uB) {
	for i := 0; i < 14; i++ {
		var text string
		switch i % 7 {
		case 0:
			text = fmt.Sprintf("app=# select id, email, created_at from users order by id desc limit 2;\n  id   |        email        |         created_at\n-------+---------------------+----------------------------\n %d | %s@corp.example | %s\n %d | %s@corp.example | %s\n(2 rows)", uN(10000, 99999), uName(), uStamp(), uN(10000, 99999), uName(), uStamp())
		case 1:
			text = fmt.Sprintf("mysql> SHOW GRANTS FOR 'app'@'%%';\n+-------------------------------------------------+\n| Grants for app@%%                                |\n+-------------------------------------------------+\n| GRANT SELECT, INSERT, UPDATE ON `shop`.* TO `app`@`%%` |\n+-------------------------------------------------+")
		case 2:
			text = "app=# \\du\n                                   List of roles\n Role name |                         Attributes\n-----------+------------------------------------------------------------\n app       |\n postgres  | Superuser, Create role, Create DB, Replication, Bypass RLS\n readonly  | Cannot login"
		case 3:
			text = fmt.Sprintf("EXPLAIN ANALYZE SELECT * FROM orders WHERE customer_id = %d;\n Index Scan using orders_customer_id_idx on orders  (cost=0.43..8.45 rows=1 width=72) (actual time=0.021..0.023 rows=%d loops=1)\n Planning Time: 0.112 ms\n Execution Time: 0.041 ms", uN(1, 99999), uN(1, 30))
		case 4:
			text = "CREATE TABLE api_keys (\n  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),\n  key_hash bytea NOT NULL,\n  last4 char(4) NOT NULL,\n  revoked_at timestamptz\n);"
		case 5:
			text = fmt.Sprintf("app=# select usename, passwd is not null as has_password, valuntil from pg_shadow;\n usename  | has_password | valuntil\n----------+--------------+----------\n postgres | t            |\n %s | t            | %s\n(2 rows)", uUser(), uDate())
		default:
			text = fmt.Sprintf("mysql> SHOW PROCESSLIST;\n| Id | User | Host | db | Command | Time | State | Info |\n| %d | app | %s:%d | shop | Query | 0 | executing | SELECT * FROM carts WHERE id = %d |", uN(100, 9999), uIP(), uN(30000, 60000), uN(1, 99999))
		}
		b.trap("trap-sql", "sql", text)
	}
}

func uTrapHTTP(b *uB) {
	for i := 0; i < 14; i++ {
		var text string
		host := "api." + uL(uWords) + ".example"
		switch i % 7 {
		case 0:
			text = fmt.Sprintf("HTTP/2 200\ncontent-type: application/json\netag: W/\"%s\"\nx-request-id: %s\ncf-ray: %s-%s\nstrict-transport-security: max-age=31536000; includeSubDomains", uHex(16), uUUID(), uHex(16), uP("FRA", "CDG", "ORD"))
		case 1:
			text = fmt.Sprintf("HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer realm=\"%s\", error=\"invalid_token\", error_description=\"The access token expired\"\nContent-Length: 0", host)
		case 2:
			text = fmt.Sprintf("> GET /v1/status HTTP/1.1\n> Host: %s\n> User-Agent: curl/8.%d.0\n> Accept: */*\n>\n< HTTP/1.1 200 OK\n< X-Trace-Id: %s", host, uN(0, 9), uHex(32))
		case 3:
			text = fmt.Sprintf("POST /graphql HTTP/1.1\nHost: %s\nContent-Type: application/json\n\n{\"query\":\"query Orders($after: String) { orders(first: 50, after: $after) { pageInfo { endCursor } } }\",\"variables\":{\"after\":\"%s\"}}", host, uB64s(fmt.Sprintf("arrayconnection:%d", uN(100, 9999))))
		case 4:
			text = fmt.Sprintf("{\"log\":{\"entries\":[{\"request\":{\"method\":\"GET\",\"url\":\"https://%s/v1/items?limit=20\"},\"response\":{\"status\":200},\"timings\":{\"wait\":%d,\"receive\":%d}}]}}", host, uN(10, 900), uN(1, 90))
		case 5:
			text = fmt.Sprintf("HTTP/1.1 429 Too Many Requests\nRetry-After: %d\nX-RateLimit-Limit: 5000\nX-RateLimit-Remaining: 0\nX-RateLimit-Reset: %d", uN(1, 120), uN(1700000000, 1800000000))
		default:
			text = fmt.Sprintf("PUT /api/users/%d/password HTTP/1.1\nHost: %s\nContent-Type: application/json\n\n{\"current_password\": \"[filtered]\", \"new_password\": \"[filtered]\"}", uN(1, 99999), host)
		}
		b.trap("trap-http", "http", text)
	}
}

func uTrapTables(b *uB) {
	for i := 0; i < 12; i++ {
		var text, format string
		switch i % 4 {
		case 0:
			var rows []string
			for j := 0; j < uN(3, 6); j++ {
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%d.%d.%d", uHost(), uIP(), uP("ubuntu-22.04", "debian-12", "rhel-9.4"), uN(1, 3), uN(0, 30), uN(0, 9)))
			}
			text, format = "hostname,ip,os,agent_version\n"+strings.Join(rows, "\n"), "csv"
		case 1:
			text, format = fmt.Sprintf("| service | port | owner | password |\n|---|---|---|---|\n| postgres | 5432 | %s | in vault |\n| redis | 6379 | %s | n/a (no auth, private subnet) |\n| grafana | 3000 | %s | SSO |", uName(), uName(), uName()), "markdown"
		case 2:
			text, format = fmt.Sprintf("| week | primary | secondary |\n|---|---|---|\n| %s | %s | %s |\n| %s | %s | %s |", uDate(), uTitle(uName()), uTitle(uName()), uDate(), uTitle(uName()), uTitle(uName())), "markdown"
		default:
			text, format = fmt.Sprintf("SLO,target,last_30d\navailability,99.9%%,%d.%02d%%\np95_latency_ms,300,%d\nerror_rate,0.1%%,0.0%d%%", uN(99, 99), uN(80, 99), uN(120, 290), uN(1, 9)), "csv"
		}
		b.trap("trap-table", format, text)
	}
}

func uTrapDumps(b *uB) {
	for i := 0; i < 12; i++ {
		var text, format string
		switch i % 6 {
		case 0:
			var ls []string
			for j := 0; j < 4; j++ {
				ls = append(ls, fmt.Sprintf("%08x: %s %s %s %s %s %s %s %s  ................", j*16, uHex(4), uHex(4), uHex(4), uHex(4), uHex(4), uHex(4), uHex(4), uHex(4)))
			}
			text, format = "$ xxd -l 64 core.bin\n"+strings.Join(ls, "\n"), "shell"
		case 1:
			text, format = fmt.Sprintf("RAX: %016x RBX: %016x RCX: %016x\nRDX: %016x RSI: %016x RDI: %016x\nRIP: 0033:0x%x Code: Unable to access opcode bytes", rng.Uint64(), rng.Uint64(), rng.Uint64(), rng.Uint64(), rng.Uint64(), rng.Uint64(), uN(0x400000, 0x7fffff)), "crashdump"
		case 2:
			text, format = fmt.Sprintf("(gdb) bt\n#0  0x%016x in __pthread_kill_implementation () from /lib64/libc.so.6\n#1  0x%016x in raise () from /lib64/libc.so.6\n#2  0x%016x in abort () from /lib64/libc.so.6\n#3  0x%016x in worker_loop (ctx=0x%x) at worker.c:%d", rng.Uint64()>>16, rng.Uint64()>>16, rng.Uint64()>>16, rng.Uint64()>>16, uN(0x100000, 0xffffff), uN(10, 900)), "crashdump"
		case 3:
			text, format = fmt.Sprintf(" num     #instances         #bytes  class name (module)\n-------------------------------------------------------\n   1:        %7d     %10d  [B (java.base)\n   2:        %7d     %10d  java.lang.String (java.base)", uN(10000, 999999), uN(1000000, 99999999), uN(10000, 999999), uN(1000000, 99999999)), "heap-histogram"
		case 4:
			text, format = fmt.Sprintf("BUG: kernel NULL pointer dereference, address: 0000000000000%03x\nCall Trace:\n <TASK>\n ? __die+0x20/0x70\n ? page_fault_oops+0x%x/0x%x\n nvme_poll_cq+0x%x/0x%x [nvme]", uN(0, 0xfff), uN(0x10, 0x1ff), uN(0x200, 0x4ff), uN(0x10, 0x1ff), uN(0x200, 0x4ff)), "crashdump"
		default:
			fd := uN(3, 9)
			text, format = fmt.Sprintf("openat(AT_FDCWD, \"/etc/app/config.yaml\", O_RDONLY|O_CLOEXEC) = %d\nread(%d, \"listen: :8080\\nlog_level: info\\n\", 4096) = 31\nclose(%d) = 0", fd, fd, fd), "strace"
		}
		b.trap("trap-dump", format, text)
	}
}
