package main

// heldout_au_traps2.go: traps made of words: placeholders, menu paths, paths and URLs, talk about
// passwords in many languages, code that handles passwords, configs that only reference secrets,
// logins without a password, product codes and ordinary multi-line notes.

import (
	"fmt"
	"strings"
)

func hauTrapPlaceholderOne() Sample {
	v := hauPick("MPESA_CONSUMER_SECRET", "PAYSTACK_SECRET_KEY", "DB_PASSWORD", "WA_TOKEN", "MIDTRANS_SERVER_KEY", "IYZICO_SECRET_KEY", "SMTP_PASS")
	switch rng.IntN(14) {
	case 0:
		return hauTrap("trap-placeholder", "env", fmt.Sprintf("# .env.example — copie para .env e preencha\n%s=\nAPP_ENV=local\nDEBUG=true", v))
	case 1:
		return hauTrap("trap-placeholder", "env", fmt.Sprintf("%s=<your-token>", v))
	case 2:
		return hauTrap("trap-placeholder", "yaml", "database:\n  user: app\n  password: changeme  # troque em produção")
	case 3:
		return hauTrap("trap-placeholder", "markdown", fmt.Sprintf("## Configuración\n\nExporta tu clave antes de correr el script:\n\n```bash\nexport %s=\"TU_CLAVE_AQUI\"\npython enviar_sms.py\n```", v))
	case 4:
		return hauTrap("trap-placeholder", "env", "PAYSTACK_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")
	case 5:
		return hauTrap("trap-placeholder", "shell", "curl -u SEU_USUARIO:SUA_SENHA https://api.exemplo.com.br/v1/status")
	case 6:
		return hauTrap("trap-placeholder", "json", "{\n  \"consumerKey\": \"<CONSUMER_KEY>\",\n  \"consumerSecret\": \"<CONSUMER_SECRET>\",\n  \"shortCode\": \"174379\"\n}")
	case 7:
		return hauTrap("trap-placeholder", "note", "Senha do painel: ******** (pede pro Thiago, não escrevo aqui)")
	case 8:
		return hauTrap("trap-placeholder", "markdown", "| Variable | Descripción | Ejemplo |\n|---|---|---|\n| `MP_ACCESS_TOKEN` | Token de Mercado Pago | `APP_USR-...` |\n| `MP_WEBHOOK_URL` | URL pública del webhook | `https://tu-dominio.com/webhook` |")
	case 9:
		return hauTrap("trap-placeholder", "yaml", fmt.Sprintf("env:\n  - name: %s\n    value: \"REPLACE_ME\"", v))
	case 10:
		return hauTrap("trap-placeholder", "shell", "docker login -u <usuario> -p <senha> registry.exemplo.org")
	case 11:
		return hauTrap("trap-placeholder", "chat", fmt.Sprintf("%s: no README pus password: xxxx só como exemplo, a real tá no cofre", hauName()))
	case 12:
		return hauTrap("trap-placeholder", "python", "client = Iyzipay(api_key='your-api-key', secret_key='your-secret-key', base_url='sandbox-api.iyzipay.com')")
	default:
		return hauTrap("trap-placeholder", "env", "DATABASE_URL=postgres://user:password@localhost:5432/dbname")
	}
}

func hauTrapMenuOne() Sample {
	switch rng.IntN(12) {
	case 0:
		return hauTrap("trap-menu-path", "note", "Para criar um usuário: Admin / Configurações / Usuários / Novo")
	case 1:
		return hauTrap("trap-menu-path", "chat", fmt.Sprintf("%s: vai em Ajustes > Seguridad > Cambiar contraseña y listo", hauName()))
	case 2:
		return hauTrap("trap-menu-path", "note", "Paramètres → Compte → Mot de passe → Réinitialiser")
	case 3:
		return hauTrap("trap-menu-path", "chat", fmt.Sprintf("%s: fungua Mipangilio / Usalama / Badilisha nenosiri", hauName()))
	case 4:
		return hauTrap("trap-menu-path", "note", "Ayarlar / Güvenlik / Şifre değiştir menüsünden yapılıyor")
	case 5:
		return hauTrap("trap-menu-path", "chat", fmt.Sprintf("%s: buka Pengaturan > Akun > Ubah kata sandi ya", hauName()))
	case 6:
		return hauTrap("trap-menu-path", "note", "router: System / Users / admin → Change password (só o Juma mexe nisso)")
	case 7:
		return hauTrap("trap-menu-path", "note", "الإعدادات / الأمان / تغيير كلمة المرور")
	case 8:
		return hauTrap("trap-login-no-pw", "note", "Login: admin (a senha está no Bitwarden, pasta \"Rádio\")")
	case 9:
		return hauTrap("trap-login-no-pw", "chat", fmt.Sprintf("%s: el usuario es admin / la contraseña te la paso por llamada", hauName()))
	case 10:
		return hauTrap("trap-login-no-pw", "note", "Perfis do sistema: admin / editor / repórter / convidado")
	default:
		return hauTrap("trap-login-no-pw", "chat", fmt.Sprintf("%s: entra com seu CPF / senha do gov.br, não precisa criar conta nova", hauName()))
	}
}

func hauTrapRefOne() Sample {
	d := hauPickL(hauDomains)
	switch rng.IntN(16) {
	case 0:
		return hauTrap("trap-path", "note", "A chave fica em /etc/ssl/private/"+d+".key, só root lê.")
	case 1:
		return hauTrap("trap-path", "note", "C:\\Users\\Recepcao\\Documents\\Contabilidade\\senhas_antigas_APAGAR.xlsx — já foi apagado?")
	case 2:
		return hauTrap("trap-url", "chat", fmt.Sprintf("%s: painel novo em https://painel.%s/login?next=/relatorios&lang=pt-BR", hauName(), d))
	case 3:
		return hauTrap("trap-url", "note", fmt.Sprintf("Stream: https://stream.%s:8443/ao-vivo.mp3 (128 kbps)", d))
	case 4:
		return hauTrap("trap-email", "email", fmt.Sprintf("Para: %s\nCc: financeiro@%s\nAssunto: Prestação de contas do projeto", hauEmail(), d))
	case 5:
		return hauTrap("trap-username", "chat", fmt.Sprintf("%s: meu usuário no servidor é %s, pode me dar acesso sudo?", hauName(), strings.ToLower(hauPick("juma.otieno", "camila_r", "budi.s", "a.diallo"))))
	case 6:
		return hauTrap("trap-hostname", "shell", fmt.Sprintf("$ ssh %s@%s\nLast login: Tue Mar  4 09:12:44 2025 from 10.0.0.7", hauUser(), hauHost()))
	case 7:
		return hauTrap("trap-config-ref", "yaml", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: doacoes-db\n        key: password")
	case 8:
		return hauTrap("trap-config-ref", "yaml", "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password")
	case 9:
		return hauTrap("trap-config-ref", "yaml", "- name: Deploy\n  run: ./deploy.sh\n  env:\n    MPESA_CONSUMER_SECRET: ${{ secrets.MPESA_CONSUMER_SECRET }}\n    PAYSTACK_SECRET_KEY: ${{ secrets.PAYSTACK_SECRET_KEY }}")
	case 10:
		return hauTrap("trap-config-ref", "hcl", "resource \"google_sql_user\" \"app\" {\n  name     = \"app\"\n  instance = google_sql_database_instance.main.name\n  password = var.db_password\n}")
	case 11:
		return hauTrap("trap-config-ref", "env", "DB_PASSWORD=${DB_PASSWORD}\nSMS_API_KEY=${SMS_API_KEY:?definir no servidor}")
	case 12:
		return hauTrap("trap-config-ref", "yaml", "midtrans:\n  server_key: \"{{ vault('secret/data/pagos#midtrans_server_key') }}\"\n  production: true")
	case 13:
		return hauTrap("trap-url", "note", fmt.Sprintf("Webhook do M-Pesa: https://%s/mpesa/callback?source=stk&env=production", hauHost()))
	case 14:
		return hauTrap("trap-hostname", "ini", fmt.Sprintf("[mysqld]\nbind-address = 0.0.0.0\nport = 3306\n# réplica em %s", hauHost()))
	default:
		return hauTrap("trap-email", "note", fmt.Sprintf("Contato para imprensa: imprensa@%s — WhatsApp %s", d, hauPhone()))
	}
}

func hauTrapTalkOne() Sample {
	n := hauName()
	return hauTrap("trap-password-talk", hauPick("chat", "note"), n+": "+hauPick(
		"a política de senhas exige 12 caracteres, número e símbolo.",
		"esqueci a senha do e-mail de novo, alguém sabe como redefinir?",
		"troquem as senhas de todos os computadores até sexta, por favor.",
		"la contraseña tiene que tener al menos 10 caracteres y no puede ser tu fecha de nacimiento.",
		"no compartan contraseñas por WhatsApp, usen el gestor de la organización.",
		"olvidé mi clave del SAT, mañana voy a la oficina a renovarla.",
		"le mot de passe doit être changé tous les 90 jours, c'est la règle du bailleur.",
		"j'ai oublié mon mot de passe Orange Money, il faut aller en agence avec la pièce d'identité.",
		"ne notez jamais le code PIN sur la carte, s'il vous plaît.",
		"nenosiri lazima liwe na herufi 8 au zaidi, pamoja na namba.",
		"nimesahau nenosiri la barua pepe, naomba msaada.",
		"usimwambie mtu PIN yako ya M-Pesa, hata mtu wa Safaricom.",
		"şifreler en az 12 karakter olmalı ve üç ayda bir değişmeli.",
		"şifremi unuttum, e-Devlet'e girmek için PTT'den yeni şifre alacağım.",
		"kata sandi minimal 8 karakter, pakai huruf besar dan angka ya.",
		"aku lupa password email kantor, bisa direset nggak?",
		"jangan kasih tahu OTP ke siapa pun, termasuk yang ngaku dari bank.",
		"كلمة المرور يجب أن تحتوي على 12 حرفًا على الأقل.",
		"نسيت كلمة السر، كيف أعيد تعيينها؟",
		"o código de verificação chegou por SMS mas expirou antes de eu digitar.",
		"activamos la verificación en dos pasos en todas las cuentas de la radio.",
		"the password manager trial ends next week, should we pay for it?",
		"a senha do wi-fi dos convidados foi trocada, está no quadro da recepção.",
		"le mot de passe du wifi est affiché à l'accueil, demandez à Léa.",
		"password wifi-nya ada di belakang router, tanya Agus aja.",
		"wifi şifresi mutfaktaki kağıtta yazıyor.",
		"Contraseña incorrecta. Te quedan 2 intentos.",
		"Senha incorreta. Sua conta será bloqueada após 3 tentativas.",
		"Mot de passe oublié ? Cliquez sur le lien reçu par e-mail.",
		"ilianza kuomba nenosiri jipya kila siku 30, tuiondoe sheria hiyo?",
	))
}

func hauTrapCodeOne() Sample {
	switch rng.IntN(12) {
	case 0:
		return hauTrap("trap-code", "go", "hash, err := bcrypt.GenerateFromPassword([]byte(req.Senha), bcrypt.DefaultCost)\nif err != nil {\n\treturn fmt.Errorf(\"gerar hash da senha: %w\", err)\n}")
	case 1:
		return hauTrap("trap-code", "python", "import getpass\n\nsenha = getpass.getpass(\"Senha do banco: \")\nconn = psycopg2.connect(host=HOST, user=USUARIO, password=senha)")
	case 2:
		return hauTrap("trap-code", "php", "$hash = password_hash($_POST['senha'], PASSWORD_DEFAULT);\nif (!password_verify($_POST['confirmar'], $hash)) {\n    echo 'As senhas não conferem';\n}")
	case 3:
		return hauTrap("trap-code", "javascript", "if (!validator.isStrongPassword(req.body.password)) {\n  return res.status(400).json({ erro: 'Contraseña débil' });\n}")
	case 4:
		return hauTrap("trap-code", "sql", "UPDATE usuarios SET senha_hash = $1, senha_alterada_em = now() WHERE id = $2;")
	case 5:
		return hauTrap("trap-code", "java", "char[] sifre = System.console().readPassword(\"Şifre: \");\nboolean ok = authService.dogrula(kullaniciAdi, sifre);\nArrays.fill(sifre, ' ');")
	case 6:
		return hauTrap("trap-code", "python", "MPESA_CONSUMER_KEY = os.environ[\"MPESA_CONSUMER_KEY\"]\nMPESA_CONSUMER_SECRET = os.environ[\"MPESA_CONSUMER_SECRET\"]\nauth = HTTPBasicAuth(MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET)")
	case 7:
		return hauTrap("trap-code", "javascript", "const serverKey = process.env.MIDTRANS_SERVER_KEY;\nconst auth = Buffer.from(serverKey + ':').toString('base64');\nheaders.Authorization = `Basic ${auth}`;")
	case 8:
		return hauTrap("trap-code", "go", "type Credenciales struct {\n\tUsuario    string `json:\"usuario\"`\n\tContrasena string `json:\"contrasena\"`\n}")
	case 9:
		return hauTrap("trap-code", "python", "def gerar_senha_temporaria(tamanho=12):\n    alfabeto = string.ascii_letters + string.digits\n    return ''.join(secrets.choice(alfabeto) for _ in range(tamanho))")
	case 10:
		return hauTrap("trap-code", "php", "$timestamp = date('YmdHis');\n$password = base64_encode($shortcode . $passkey . $timestamp);\n$payload = ['BusinessShortCode' => $shortcode, 'Password' => $password, 'Timestamp' => $timestamp];")
	default:
		return hauTrap("trap-code", "kotlin", "val senha = binding.campoSenha.text.toString()\nif (senha.length < 8) {\n    binding.campoSenha.error = getString(R.string.senha_curta)\n}")
	}
}

func hauTrapMiscOne() Sample {
	n := hauName()
	switch rng.IntN(12) {
	case 0:
		return hauTrap("trap-product-code", "note", fmt.Sprintf("Equipamento novo: MikroTik RB951Ui-2HnD, serial %s, MAC %s", hauRnd(upper+digits, 12), strings.ToUpper(strings.Join([]string{hauRnd(hexs, 2), hauRnd(hexs, 2), hauRnd(hexs, 2), hauRnd(hexs, 2), hauRnd(hexs, 2), hauRnd(hexs, 2)}, ":"))))
	case 1:
		return hauTrap("trap-product-code", "invoice", fmt.Sprintf("SKU %s-%s-%s — Microfone condensador x2 — R$ %d,90", hauRnd(upper, 2), hauRnd(upper+digits, 4), hauRnd(digits, 2), 200+rng.IntN(800)))
	case 2:
		return hauTrap("trap-product-code", "note", fmt.Sprintf("IMEI do celular compartilhado: %s (registrar na operadora)", hauDigits(15)))
	case 3:
		return hauTrap("trap-ticket", "chat", fmt.Sprintf("%s: abri o chamado OPS-%s e o ticket #%s no suporte da Hostinger", n, hauDigits(4), hauDigits(7)))
	case 4:
		return hauTrap("trap-date", "note", fmt.Sprintf("Prazos: inscrição até %s, resultado em %s, prestação de contas %s.", hauDate(), hauDate(), hauDate()))
	case 5:
		return hauTrap("trap-variable", "chat", fmt.Sprintf("%s: renomeei paystackSecretKey para PAYSTACK_SECRET_KEY em todo o código e o teste passou", n))
	case 6:
		return hauTrap("trap-product-code", "note", fmt.Sprintf("Licença do Windows do PC da recepção: ativada digitalmente (ID do produto %s-%s-%s-AAOEM)", hauRnd(digits, 5), hauRnd(digits, 5), hauRnd(digits, 5)))
	case 7:
		return hauTrap("trap-ticket", "email", fmt.Sprintf("Réf. dossier : %s/%d/%s\nObjet : demande de subvention — radio communautaire", hauPick("DGCL", "MINCOM", "ARTP"), 2024+rng.IntN(2), hauRnd(digits, 5)))
	case 8:
		return hauTrap("trap-otp-talk", "sms", fmt.Sprintf("Kode OTP Anda akan kedaluwarsa dalam 5 menit. JANGAN berikan kode ini kepada siapa pun. Ref: %s", hauRnd(upper+digits, 8)))
	case 9:
		return hauTrap("trap-frequency", "note", fmt.Sprintf("Rádio no ar em %d,%d FM — outorga nº %s/%d — CNPJ no site", 87+rng.IntN(20), rng.IntN(10), hauDigits(5), 2010+rng.IntN(14)))
	case 10:
		return hauTrap("trap-license-plate", "note", fmt.Sprintf("Carro da ONG: placa %s%d%s%s, revisão em %s", hauRnd(upper, 3), rng.IntN(10), hauRnd(upper, 1), hauRnd(digits, 2), hauDate()))
	default:
		return hauTrap("trap-hash-id", "log", fmt.Sprintf("%s INFO whatsapp webhook message_id=wamid.HBgM%s status=delivered", hauStamp(), hauRnd(upper+digits, 40)))
	}
}

func hauTrapNotesOne() Sample {
	f1, f2, f3 := hauFiller(), hauFiller(), hauFiller()
	n := hauName()
	switch rng.IntN(8) {
	case 0:
		return hauTrap("trap-notes", "meeting-notes", fmt.Sprintf("Ata — %s\n- %s\n- Decidido: cada pessoa troca a própria senha até %s.\n- %s", hauDate(), f1, hauDate(), f2))
	case 1:
		return hauTrap("trap-notes", "runbook", "## Quando o stream cair\n1. Abrir o Bitwarden e copiar a senha do source (item \"Icecast\").\n2. Reiniciar o BUTT.\n3. Se não voltar, ligar para o provedor.")
	case 2:
		return hauTrap("trap-notes", "email", fmt.Sprintf("Chers collègues,\n\nNous avons reçu un e-mail de phishing qui demande vos identifiants Orange Money. Ne répondez pas et ne donnez jamais votre code secret.\n\n%s", n))
	case 3:
		return hauTrap("trap-notes", "chat", fmt.Sprintf("%s: %s\n%s: %s\n%s: sawa, tutaonana kesho", n, f1, hauName(), f2, n))
	case 4:
		return hauTrap("trap-notes", "ticket", fmt.Sprintf("Ticket #%s — usuário bloqueado\nO colaborador errou a senha 5 vezes. Desbloqueado via painel; pedi para usar o \"Esqueci minha senha\".\nStatus: resolvido", hauDigits(5)))
	case 5:
		return hauTrap("trap-notes", "meeting-notes", fmt.Sprintf("Toplantı notları (%s)\n- %s\n- Tüm hesaplarda iki adımlı doğrulama açılacak.\n- %s", hauDate(), f1, f3))
	case 6:
		return hauTrap("trap-notes", "note", fmt.Sprintf("Catatan rapat %s\n- %s\n- Semua akun media sosial pindah ke pengelola kata sandi.\n- %s", hauDate(), f2, f3))
	default:
		return hauTrap("trap-notes", "readme", "# sms-gateway\n\nServiço que envia lembretes por SMS.\n\n## Configuração\n\nDefina `SMS_API_KEY` e `SMS_SENDER_ID` no ambiente. Nunca commite o arquivo `.env`.")
	}
}

func hauTrapSamples2() []Sample {
	var out []Sample
	out = append(out, hauRep(22, hauTrapPlaceholderOne)...)
	out = append(out, hauRep(18, hauTrapMenuOne)...)
	out = append(out, hauRep(28, hauTrapRefOne)...)
	out = append(out, hauRep(36, hauTrapTalkOne)...)
	out = append(out, hauRep(22, hauTrapCodeOne)...)
	out = append(out, hauRep(24, hauTrapMiscOne)...)
	out = append(out, hauRep(20, hauTrapNotesOne)...)
	return out
}
