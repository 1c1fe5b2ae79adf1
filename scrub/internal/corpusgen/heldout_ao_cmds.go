package main

import (
	"fmt"
	"strings"
)

// Shell commands and config files that carry credentials.

func haoCommandSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		u := haoUser()
		p := haoPw()
		up := haoURLPw()
		ip := haoIP()
		var s Sample
		switch i % 15 {
		case 0:
			s = haoSec("cmd-password", "shell", fmt.Sprintf("$ mysql -h %s -u%s -p%s -e 'show databases;'", ip, u, up), up)
		case 1:
			s = haoSec("cmd-password", "shell", fmt.Sprintf("docker login registry.%s -u %s -p %s", haoDomain(), u, up), up)
		case 2:
			s = haoSec("cmd-password", "shell", fmt.Sprintf("curl -sk -u %s:%s https://%s:9200/_cat/indices", u, up, ip), up)
		case 3:
			s = haoSec("cmd-password", "shell", fmt.Sprintf("sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s", p, u, ip), p)
		case 4:
			s = haoSec("cmd-password", "shell", fmt.Sprintf("nxc smb %s/24 -u %s -p '%s' --shares", ip, u, p), p)
		case 5:
			s = haoSec("cmd-password", "shell", fmt.Sprintf("xfreerdp /v:%s /u:CORP\\%s /p:'%s' /cert:ignore +clipboard", ip, u, p), p)
		case 6:
			s = haoSec("cmd-password", "powershell", fmt.Sprintf("PS> $pw = ConvertTo-SecureString '%s' -AsPlainText -Force\nPS> $cred = New-Object System.Management.Automation.PSCredential('CORP\\%s', $pw)\nPS> Invoke-Command -ComputerName %s -Credential $cred -ScriptBlock { whoami }", p, u, strings.Split(haoHost(), ".")[0]), p)
		case 7:
			s = haoSec("cmd-password", "cmd", fmt.Sprintf("C:\\> net use \\\\%s\\C$ /user:CORP\\%s %s\nThe command completed successfully.", ip, u, up), up)
		case 8:
			s = haoSec("cmd-password", "shell", fmt.Sprintf("PGPASSWORD=%s psql -h %s -U %s -d app -c '\\dt'", up, ip, u), up)
		case 9:
			s = haoSec("cmd-password", "shell", fmt.Sprintf("$ hydra -l %s -p '%s' rdp://%s\n[3389][rdp] host: %s   login: %s   password: %s", u, p, ip, ip, u, p), p)
		case 10:
			tok := haoGHToken()
			s = haoSec("cmd-password", "shell", fmt.Sprintf("git clone https://%s:%s@github.com/%s/internal-tools.git", u, tok, haoPick("acme-corp", "megacorp")), tok)
		case 11:
			s = haoSec("cmd-password", "shell", fmt.Sprintf("echo '%s' | sudo -S systemctl restart nginx", p), p)
		case 12:
			s = haoSec("cmd-password", "shell", fmt.Sprintf("$ smbclient //%s/backups -U '%s%%%s'\nsmb: \\> ls", ip, u, up), up)
		case 13:
			s = haoSec("cmd-password", "shell", fmt.Sprintf("$ wpscan --url https://%s --passwords pw.txt --usernames %s\n[!] Valid Combinations Found:\n | Username: %s, Password: %s", haoDomain(), u, u, p), p)
		default:
			s = haoSec("cmd-password", "shell", fmt.Sprintf("msf6 exploit(windows/smb/psexec) > set SMBUser %s\nmsf6 exploit(windows/smb/psexec) > set SMBPass %s\nmsf6 exploit(windows/smb/psexec) > run", u, up), up)
		}
		out = append(out, s)
	}
	return out
}

func haoConfigSamples(n int) []Sample {
	var out []Sample
	for i := 0; i < n; i++ {
		u := haoUser()
		up := haoURLPw()
		ip := haoIP()
		var s Sample
		switch i % 15 {
		case 0:
			s = haoKeep(haoSec("db-url", "env", fmt.Sprintf("DATABASE_URL=postgres://%s:%s@%s:5432/app?sslmode=require\nREDIS_URL=redis://%s:6379/0", u, up, ip, ip), up), "REDIS_URL=redis://"+ip+":6379/0")
		case 1:
			s = haoSec("db-url", "yaml", fmt.Sprintf("spring:\n  data:\n    mongodb:\n      uri: mongodb+srv://%s:%s@cluster0.%s.mongodb.net/prod?retryWrites=true", u, up, haoR(lower+digits, 5)), up)
		case 2:
			s = haoSec("db-url", "python", fmt.Sprintf("engine = create_engine(\"mysql+pymysql://%s:%s@%s/shop\")", u, up, ip), up)
		case 3:
			s = haoSec("conn-string", "xml", fmt.Sprintf("<connectionStrings>\n  <add name=\"Default\" connectionString=\"Server=%s;Database=HR;User Id=sa;Password=%s;TrustServerCertificate=True\" />\n</connectionStrings>", ip, up), up)
		case 4:
			data := haoB64s(up)
			tok := haoB64s(haoR(alnum, 32))
			s = haoKeep(haoSec("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\n  namespace: %s\ntype: Opaque\ndata:\n  username: %s\n  password: %s\n  api-token: %s", haoPick("prod", "payments", "default"), haoB64s(u), data, tok), data, tok), "kind: Secret")
		case 5:
			s = haoSec("config-password", "toml", fmt.Sprintf("[database]\nhost = \"%s\"\nport = 5432\nuser = \"%s\"\npassword = \"%s\"\n\n[server]\nport = 8080", ip, u, up), up)
		case 6:
			s = haoSec("config-password", "ini", fmt.Sprintf("; wp-config leak, converted\n[mysql]\nDB_NAME=wordpress\nDB_USER=%s\nDB_PASSWORD=%s\nDB_HOST=localhost", u, up), up)
		case 7:
			s = haoSec("config-password", "php", fmt.Sprintf("<?php\ndefine( 'DB_NAME', 'wp_prod' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'localhost' );", u, up), up)
		case 8:
			s = haoSec("wifi", "conf", fmt.Sprintf("network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}", haoPick("CORP-Guest", "Lab5G", "HTB-Office", "FRITZ!Box 7590 XY"), up), up)
		case 9:
			s = haoSec("docker-auth", "json", fmt.Sprintf("{\n  \"auths\": {\n    \"registry.%s\": {\n      \"auth\": \"%s\"\n    }\n  }\n}", haoDomain(), haoB64s(u+":"+up)), haoB64s(u+":"+up))
		case 10:
			s = haoSec("config-password", "properties", fmt.Sprintf("spring.datasource.url=jdbc:postgresql://%s:5432/orders\nspring.datasource.username=%s\nspring.datasource.password=%s", ip, u, up), up)
		case 11:
			s = haoSec("config-password", "xml", fmt.Sprintf("<tomcat-users>\n  <role rolename=\"manager-gui\"/>\n  <user username=\"%s\" password=\"%s\" roles=\"manager-gui,admin-gui\"/>\n</tomcat-users>", u, up), up)
		case 12:
			s = haoSec("config-password", "yaml", fmt.Sprintf("# ansible group_vars/all.yml\nansible_user: %s\nansible_become_pass: %s\nntp_server: pool.ntp.org", u, up), up)
		case 13:
			s = haoSec("netrc", "netrc", fmt.Sprintf("machine api.%s\n  login %s\n  password %s", haoDomain(), u, up), up)
		default:
			s = haoSec("db-url", "log", fmt.Sprintf("%s %s ERROR sqlalchemy: could not connect to postgresql://%s:%s@%s:5432/billing (timeout)", haoDate(), haoTime(), u, up, ip), up)
		}
		out = append(out, s)
	}
	// keys: PEM and SSH
	for i := 0; i < 8; i++ {
		switch i % 4 {
		case 0:
			k := haoPEM("RSA PRIVATE KEY")
			out = append(out, haoSec("pem-key", "chat", "found this in /home/deploy/.ssh/id_rsa on the jump box:\n"+k, k))
		case 1:
			k := haoOpenSSHKey()
			out = append(out, haoKeep(haoSec("ssh-key", "shell", "$ cat ~/.ssh/id_ed25519\n"+k+"\n$ chmod 600 loot/id_ed25519", k), "$ chmod 600 loot/id_ed25519"))
		case 2:
			k := haoPEM("EC PRIVATE KEY")
			lines := strings.Split(k, "\n")
			out = append(out, haoSec("pem-key", "yaml", "tls:\n  key: |\n    "+strings.ReplaceAll(k, "\n", "\n    "), lines[1:len(lines)-1]...))
		default:
			k := haoPEM("PRIVATE KEY")
			out = append(out, haoSec("pem-key", "report", "Appendix B – private key recovered from the backup share (truncated in the PDF, full here):\n\n"+k, k))
		}
	}
	return out
}
