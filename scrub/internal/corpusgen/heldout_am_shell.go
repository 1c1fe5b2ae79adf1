package main

import "strings"

// Shell sessions and commands that carry a credential on the command line.

func hamShellSamples(n int) []Sample {
	type gen func() (text string, secrets []string, keep []string)
	gens := []gen{
		func() (string, []string, []string) {
			p := hamRandomPassword()
			return "$ docker login -u kanzleiops -p " + p + " registry.kanzlei-berger.de\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", []string{p}, []string{"Login Succeeded"}
		},
		func() (string, []string, []string) {
			p := hamPassword()
			return "mysql -u civicrm -p" + p + " -h " + hamHost() + " civicrm < backup.sql", []string{p}, nil
		},
		func() (string, []string, []string) {
			p := hamPassword()
			return "mysqldump --user=root --password='" + p + "' --single-transaction spenden > spenden_$(date +%F).sql", []string{p}, nil
		},
		func() (string, []string, []string) {
			u, p := hamUser(), hamPassword()
			return "curl -u " + u + ":" + p + " https://" + hamHost() + "/api/cases?status=open", []string{p}, nil
		},
		func() (string, []string, []string) {
			p := hamURLPassword()
			return "$ PGPASSWORD=" + p + " psql -h " + hamHost() + " -U eakte -d eakte -c 'select count(*) from akten;'\n count\n-------\n 48213\n(1 row)", []string{p}, []string{"(1 row)"}
		},
		func() (string, []string, []string) {
			p := hamPassword()
			return "sshpass -p '" + p + "' ssh wahlleiter@" + hamHost(), []string{p}, nil
		},
		func() (string, []string, []string) {
			p := hamPassword()
			return "smbclient //fileserver/akten -U sekretariat%" + p + " -c 'ls'", []string{p}, nil
		},
		func() (string, []string, []string) {
			p := hamPassword()
			return "C:\\> net use Z: \\\\srv-rathaus-02\\Wahlen /user:STADT\\wahlamt " + p + " /persistent:yes\nDer Befehl wurde erfolgreich ausgeführt.", []string{p}, []string{"Der Befehl wurde erfolgreich ausgeführt."}
		},
		func() (string, []string, []string) {
			p := hamPassword()
			return "ldapsearch -x -H ldaps://dc01.stadt.local -D 'cn=svc_wahl,ou=service,dc=stadt,dc=local' -w '" + p + "' -b 'dc=stadt,dc=local' '(sAMAccountName=jdoe)'", []string{p}, nil
		},
		func() (string, []string, []string) {
			p := hamHumanPassword()
			return "openssl pkcs12 -export -in elster.crt -inkey elster.key -out elster.pfx -passout pass:" + p, []string{p}, nil
		},
		func() (string, []string, []string) {
			tok := hamGitHubToken()
			return "git clone https://x-access-token:" + tok + "@github.com/kanzlei-berger/fristen-bot.git", []string{tok}, nil
		},
		func() (string, []string, []string) {
			tok := hamGitLabToken()
			return "$ git remote set-url origin https://oauth2:" + tok + "@gitlab.stadt-hildesheim.de/wahl/auswertung.git\n$ git push origin main", []string{tok}, []string{"$ git push origin main"}
		},
		func() (string, []string, []string) {
			p := hamPassword()
			return "htpasswd -b -c /etc/nginx/.htpasswd presse " + p, []string{p}, nil
		},
		func() (string, []string, []string) {
			p := hamPassword()
			return "7z a -p" + p + " -mhe=on beweismittel_2024.7z ./export/", []string{p}, nil
		},
		func() (string, []string, []string) {
			p := hamPassword()
			return "zip -P " + p + " schriftsatz.zip schriftsatz.pdf anlagen/*.pdf", []string{p}, nil
		},
		func() (string, []string, []string) {
			id, sec := hamAWSKeyID(), hamAWSSecret()
			return "$ export AWS_ACCESS_KEY_ID=" + id + "\n$ export AWS_SECRET_ACCESS_KEY=" + sec + "\n$ aws s3 sync ./ediscovery s3://kanzlei-ediscovery-export/", []string{id, sec}, nil
		},
		func() (string, []string, []string) {
			p := hamPassword()
			return "PS C:\\> $cred = New-Object PSCredential('STADT\\svc_wahl', (ConvertTo-SecureString '" + p + "' -AsPlainText -Force))", []string{p}, nil
		},
		func() (string, []string, []string) {
			p := hamPassword()
			return "echo '" + p + "' | sudo -S systemctl restart wahl-api", []string{p}, nil
		},
		func() (string, []string, []string) {
			p := hamPassword()
			return "mongosh \"mongodb://admin:" + strings.NewReplacer("#", "%23", "@", "%40", "?", "%3F", "%", "%25").Replace(p) + "@localhost:27017/admin\"", []string{strings.NewReplacer("#", "%23", "@", "%40", "?", "%3F", "%", "%25").Replace(p)}, nil
		},
		func() (string, []string, []string) {
			p := hamRandomPassword()
			return "kubectl create secret generic eakte-db --from-literal=username=eakte --from-literal=password='" + p + "' -n justiz-prod", []string{p}, nil
		},
		func() (string, []string, []string) {
			p := hamPassword()
			return "redis-cli -h " + hamHost() + " -a '" + p + "' INFO keyspace", []string{p}, nil
		},
		func() (string, []string, []string) {
			p := hamPassword()
			return "$ sqlcmd -S " + hamHost() + " -U sa -P \"" + p + "\" -Q \"SELECT name FROM sys.databases\"\nname\n----------\nmaster\nRAMICRO", []string{p}, nil
		},
		func() (string, []string, []string) {
			tok := hamNpm()
			return "echo \"//registry.npmjs.org/:_authToken=" + tok + "\" > ~/.npmrc", []string{tok}, nil
		},
		func() (string, []string, []string) {
			p := hamPassword()
			return "wget --user=presse --password='" + p + "' https://" + hamHost() + "/pressemitteilungen/entwurf.docx", []string{p}, nil
		},
		func() (string, []string, []string) {
			p := hamPassword()
			return "rclone config create nextcloud webdav url https://cloud.fondation-horizon.org/remote.php/dav vendor nextcloud user tresorier pass " + p, []string{p}, nil
		},
	}
	var out []Sample
	for i := 0; i < n; i++ {
		t, s, k := gens[i%len(gens)]()
		out = append(out, hamSample("shell-credential", "shell", t, s, k...))
	}
	return out
}
