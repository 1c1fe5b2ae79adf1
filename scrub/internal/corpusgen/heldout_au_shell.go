package main

// heldout_au_shell.go: passwords on command lines and in shell sessions, logs and diffs.

import (
	"fmt"
	"strings"
)

// hauShellPw is a password that survives a shell command line unquoted.
func hauShellPw() string {
	p := hauPw()
	return strings.NewReplacer("&", "", "!", "", "$", "", "*", "", "?", "", "#", "").Replace(p) + hauRnd(digits, 2)
}

func hauShellOne() Sample {
	p, u, h := hauShellPw(), hauUser(), hauHost()
	switch rng.IntN(22) {
	case 0:
		return hauSec("docker-login", "shell", fmt.Sprintf("$ docker login -u %s -p %s registry.%s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", u, p, hauPickL(hauDomains)), p).hauKeep("Login Succeeded")
	case 1:
		return hauSec("docker-login", "shell", fmt.Sprintf("docker login ghcr.io --username %s --password %s", u, p), p)
	case 2:
		return hauSec("mysql-cli", "shell", fmt.Sprintf("mysql -u%s -p%s -h %s tienda_feria < respaldo_%s.sql", u, p, h, strings.ReplaceAll(hauDate(), "/", "-")), p)
	case 3:
		return hauSec("mysql-cli", "shell", fmt.Sprintf("# restaurar backup da rádio\nmysqldump --user=%s --password=%s wp_radio > /backup/wp_radio.sql\ngzip /backup/wp_radio.sql", u, p), p).hauKeep("gzip /backup/wp_radio.sql")
	case 4:
		return hauSec("curl-basic", "shell", fmt.Sprintf("curl -u %s:%s https://%s/api/v2/relatorios.csv -o relatorios.csv", u, p, h), p)
	case 5:
		return hauSec("curl-basic", "shell", fmt.Sprintf("curl --user \"%s:%s\" -X POST https://%s/sms/bulk -d @lista.json", hauEmail(), p, h), p)
	case 6:
		return hauSec("psql", "shell", fmt.Sprintf("PGPASSWORD=%s psql -h %s -U %s -d doacoes -c 'select count(*) from doadores;'", p, h, u), p)
	case 7:
		return hauSec("sshpass", "shell", fmt.Sprintf("sshpass -p '%s' ssh %s@%s 'sudo systemctl restart icecast2'", p, u, h), p)
	case 8:
		return hauSec("redis-cli", "shell", fmt.Sprintf("redis-cli -h %s -a %s --no-auth-warning INFO keyspace", h, p), p)
	case 9:
		return hauSec("smbclient", "shell", fmt.Sprintf("smbclient //nas-studio/arquivo -U %s%%%s -c 'ls'", u, p), p)
	case 10:
		return hauSec("wget", "shell", fmt.Sprintf("wget --user=%s --password=%s ftp://%s/programas/edicao-%s.mp3", u, p, h, hauRnd(digits, 3)), p)
	case 11:
		return hauSec("mongosh", "shell", fmt.Sprintf("mongosh \"mongodb://%s:%s@%s:27017/ouvintes?authSource=admin\"", u, p, h), p)
	case 12:
		return hauSec("htpasswd", "shell", fmt.Sprintf("sudo htpasswd -b /etc/nginx/.htpasswd %s %s", u, p), p)
	case 13:
		return hauSec("windows-net", "shell", fmt.Sprintf("C:\\> net use Z: \\\\SERVIDOR\\Contabilidad /user:OFICINA\\%s %s /persistent:yes", u, p), p)
	case 14:
		return hauSec("shell-history", "shell", fmt.Sprintf("  501  cd /srv/radio\n  502  git pull\n  503  echo '%s' | sudo -S systemctl restart liquidsoap\n  504  tail -f /var/log/liquidsoap/radio.log", p), p).hauKeep("  502  git pull")
	case 15:
		return hauSec("ftp", "shell", fmt.Sprintf("lftp -u %s,%s ftp.%s -e 'mirror -R ./site /public_html; quit'", u, p, hauPickL(hauDomains)), p)
	case 16:
		return hauSec("log-password", "log", fmt.Sprintf("%s DEBUG auth: tentativa de login user=%s password=%s ip=10.0.%d.%d\n%s INFO  auth: login ok", hauStamp(), u, p, rng.IntN(9), 2+rng.IntN(200), hauStamp()), p)
	case 17:
		return hauSec("log-password", "log", fmt.Sprintf("[%s] production.ERROR: SQLSTATE[HY000] [1045] Access denied for user '%s'@'localhost' (using password: YES) {\"password\":\"%s\"}", hauStamp(), u, p), p)
	case 18:
		return hauSec("diff", "diff", fmt.Sprintf("--- a/config/settings.py\n+++ b/config/settings.py\n@@ -12,7 +12,7 @@ DATABASES = {\n         'USER': 'radio',\n-        'PASSWORD': os.environ['DB_PASSWORD'],\n+        'PASSWORD': '%s',\n         'HOST': 'localhost',", p), p).hauKeep("-        'PASSWORD': os.environ['DB_PASSWORD'],")
	case 19:
		t := "ghp_" + hauRnd(alnum, 36)
		return hauSec("diff", "diff", fmt.Sprintf("diff --git a/.github/workflows/deploy.yml b/.github/workflows/deploy.yml\n@@ -20,3 +20,3 @@\n       - name: Publicar\n-        run: ./deploy.sh ${{ secrets.DEPLOY_TOKEN }}\n+        run: ./deploy.sh %s", t), t)
	case 20:
		return hauSec("git-remote", "shell", fmt.Sprintf("$ git remote -v\norigin\thttps://%s:%s@gitlab.com/%s/portal.git (fetch)\norigin\thttps://%s:%s@gitlab.com/%s/portal.git (push)", u, p, hauPick("pelita", "semillas"), u, p, hauPick("pelita", "semillas")), p)
	default:
		return hauSec("rclone", "ini", fmt.Sprintf("[drive-ong]\ntype = ftp\nhost = %s\nuser = %s\npass = %s", h, u, p), p)
	}
}

func hauShellSamples() []Sample { return hauRep(32, hauShellOne) }
