/* driven by p-zombie.sh */
